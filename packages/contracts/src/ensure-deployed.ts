import { createPublicClient, http } from "viem";
import { assertLocalChainId, localChain, type ChainIdGuardOptions } from "./chain-guard.ts";
import { deployAll } from "./deploy.ts";
import { CONTRACT_NAMES, type Deployment } from "./registry.ts";
import { BYTECODE_HASH, readStoredDeployment, writeStoredDeployment, type StoredDeployment } from "./deployments-file.ts";

export interface EnsureDeployedOptions extends ChainIdGuardOptions {
  rpcUrl: string;
  chainId: number;
  /** JSON keyed by chain id (e.g. data/deployments.json). */
  deploymentsFile: string;
  /** Passed to deployAll when a deployment is needed. Default true. */
  demoBalances?: boolean;
}

export interface EnsureDeployedResult {
  deployment: Deployment;
  /** True when contracts were deployed by this call (no usable entry, chain state gone, or code changed). */
  deployed: boolean;
}

function withoutHash(stored: StoredDeployment): Deployment {
  const { bytecodeHash: _bytecodeHash, ...deployment } = stored;
  return deployment;
}

async function codeExistsEverywhere(options: EnsureDeployedOptions, stored: StoredDeployment): Promise<boolean> {
  const client = createPublicClient({ chain: localChain(options.chainId, options.rpcUrl), transport: http(options.rpcUrl) });
  const codes = await Promise.all(CONTRACT_NAMES.map((name) => client.getCode({ address: stored[name] })));
  return codes.every((code) => code !== undefined && code !== "0x");
}

/**
 * Reuses the recorded deployment when every contract still has code on the chain and was built
 * from the current bytecode; otherwise deploys afresh and rewrites this chain's entry.
 */
export async function ensureDeployed(options: EnsureDeployedOptions): Promise<EnsureDeployedResult> {
  assertLocalChainId(options.chainId, options);
  const stored = readStoredDeployment(options.deploymentsFile, options.chainId);
  if (stored && stored.bytecodeHash === BYTECODE_HASH && (await codeExistsEverywhere(options, stored))) {
    return { deployment: withoutHash(stored), deployed: false };
  }
  const deployment = await deployAll(options.rpcUrl, {
    chainId: options.chainId,
    demoBalances: options.demoBalances,
    allowBaseChainId: options.allowBaseChainId,
  });
  writeStoredDeployment(options.deploymentsFile, options.chainId, { ...deployment, bytecodeHash: BYTECODE_HASH });
  return { deployment, deployed: true };
}
