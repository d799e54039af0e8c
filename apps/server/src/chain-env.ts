import { CONTRACT_NAMES, CONTRACTS, type Deployment } from "@wbe3/contracts";
import { BASE_CHAIN, LOCAL_CHAIN_ID } from "@wbe3/domain";
import { EnvError, type EnvVariables } from "./env-variables.ts";

/**
 * Local mode (no RPC_URL): the server starts Anvil itself and deploys the contracts once.
 * Remote mode: a node at RPC_URL with the contracts at the given addresses.
 */
export type ChainEnv =
  | { mode: "local"; chainId: number; anvilPort: number; confirmations: number; publicRpcUrl: string; explorerUrl: string | undefined }
  | {
      mode: "remote";
      chainId: number;
      rpcUrl: string;
      confirmations: number;
      publicRpcUrl: string;
      explorerUrl: string | undefined;
      contracts: Deployment;
      /** The key whose address the marketplace contract trusts for quotes; without it checkout is closed. */
      platformSignerKey: `0x${string}` | undefined;
    };

// The same-origin JSON-RPC proxy the browser uses in local mode (CSP allows only 'self').
const LOCAL_PUBLIC_RPC = "/api/rpc";

/** The chain settings: a local Anvil of our own, or a remote node with every contract's address. */
export function parseChainEnv(env: EnvVariables): ChainEnv {
  if (!env.RPC_URL) {
    const chainId = env.CHAIN_ID ?? LOCAL_CHAIN_ID;
    if (chainId === BASE_CHAIN.id) {
      // A local chain posing as Base would make a real wallet sign real transactions.
      throw new EnvError([`CHAIN_ID: the local chain must not use Base's chain id ${BASE_CHAIN.id}; set RPC_URL to use Base`]);
    }
    return {
      mode: "local",
      chainId,
      anvilPort: env.ANVIL_PORT,
      confirmations: env.CHAIN_CONFIRMATIONS ?? 1,
      publicRpcUrl: env.PUBLIC_RPC_URL ?? LOCAL_PUBLIC_RPC,
      explorerUrl: env.EXPLORER_URL,
    };
  }
  const missing = CONTRACT_NAMES.map((name) => CONTRACTS[name].addressEnv).filter((variable) => !env[variable]);
  if (missing.length > 0 || !env.CHAIN_ID || !env.PUBLIC_RPC_URL) {
    throw new EnvError([
      ...missing.map((variable) => `${variable}: required when RPC_URL is set`),
      ...(env.CHAIN_ID ? [] : ["CHAIN_ID: required when RPC_URL is set"]),
      ...(env.PUBLIC_RPC_URL ? [] : ["PUBLIC_RPC_URL: required when RPC_URL is set (the RPC the browser uses)"]),
    ]);
  }
  return {
    mode: "remote",
    chainId: env.CHAIN_ID,
    rpcUrl: env.RPC_URL,
    confirmations: env.CHAIN_CONFIRMATIONS ?? 3,
    publicRpcUrl: env.PUBLIC_RPC_URL,
    explorerUrl: env.EXPLORER_URL,
    contracts: {
      ...(Object.fromEntries(CONTRACT_NAMES.map((name) => [name, env[CONTRACTS[name].addressEnv]])) as Record<
        keyof typeof CONTRACTS,
        `0x${string}`
      >),
      deployBlock: env.CONTRACTS_DEPLOY_BLOCK,
    },
    platformSignerKey: env.PLATFORM_SIGNER_KEY,
  };
}
