import path from "node:path";
import { ensureDeployed, startAnvil } from "@wbe3/contracts/local-chain";
import type { ChainEnv } from "./env.ts";
import { createChainClient, type Chain } from "./adapters/chain/chain-client.ts";
import type { Logger } from "./lib/logger.ts";

export interface ConnectedChain {
  chain: Chain;
  /** True when the contracts were deployed just now: a chain index from before is stale. */
  freshDeployment: boolean;
  stop(): Promise<void>;
}

/**
 * Local mode: starts Anvil with its state under DATA_DIR/chain and deploys our contracts once
 * (addresses in DATA_DIR/deployments.json; redeployed if the chain state was lost).
 * Remote mode: connects to RPC_URL with the configured addresses.
 */
export async function connectChain(chainEnv: ChainEnv, dataDir: string, logger: Logger): Promise<ConnectedChain> {
  if (chainEnv.mode === "remote") {
    const client = createChainClient(chainEnv.rpcUrl, chainEnv.chainId);
    const answered = await client.getChainId();
    if (answered !== chainEnv.chainId) {
      throw new Error(`RPC_URL answers chain id ${answered}, but CHAIN_ID is ${chainEnv.chainId}`);
    }
    return {
      chain: { ...chainEnv, client, contracts: chainEnv.contracts, rpcUrl: chainEnv.rpcUrl },
      freshDeployment: false,
      stop: async () => undefined,
    };
  }
  const anvil = await startAnvil({
    port: chainEnv.anvilPort,
    chainId: chainEnv.chainId,
    stateFile: path.join(dataDir, "chain", "state.json"),
  });
  try {
    const { deployment, deployed } = await ensureDeployed({
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      deploymentsFile: path.join(dataDir, "deployments.json"),
    });
    if (deployed) logger.info({ contracts: deployment }, "deployed contracts to the local chain");
    const client = createChainClient(anvil.rpcUrl, anvil.chainId);
    return {
      chain: {
        chainId: anvil.chainId,
        client,
        contracts: deployment,
        confirmations: chainEnv.confirmations,
        publicRpcUrl: chainEnv.publicRpcUrl,
        explorerUrl: chainEnv.explorerUrl,
        rpcUrl: anvil.rpcUrl,
      },
      freshDeployment: deployed,
      stop: () => anvil.stop(),
    };
  } catch (err) {
    await anvil.stop();
    throw err;
  }
}
