import { createPublicClient, defineChain, http, type LocalAccount, type PublicClient } from "viem";
import type { Deployment } from "@wbe3/contracts";
import { BASE_CHAIN, CHAIN_CLIENT, chainDisplayName } from "@wbe3/domain";
import type { QuoteSigner } from "./quote-signer.ts";

/** The chain as the server sees it: a batched read client and where our contracts live. */
export interface Chain {
  chainId: number;
  client: PublicClient;
  contracts: Deployment;
  /** Blocks a payment must have (1 = mined) before the server accepts it. */
  confirmations: number;
  /** The RPC URL the browser should use (a same-origin proxy in local mode). */
  publicRpcUrl: string;
  explorerUrl: string | undefined;
  /** The server's own RPC endpoint, for the local-mode proxy. */
  rpcUrl: string;
  /**
   * Local mode: resolves once the chain as it is now is on disk, so what the server is about to
   * acknowledge survives a kill -9 (see docs/decisions/0009). Absent for a remote chain.
   */
  persistState?: () => Promise<void>;
  /** Signs checkout quotes; absent when no platform signer is configured (checkout is then closed). */
  quoteSigner?: QuoteSigner;
  /**
   * The platform's treasury (the marketplace's fee recipient, payee of payment orders), able to
   * send refunds; absent when this server holds no treasury key (refunds then wait as owed).
   */
  treasury?: LocalAccount;
}

export function createChainClient(rpcUrl: string, chainId: number): PublicClient {
  const chain = defineChain({
    id: chainId,
    name: chainDisplayName(chainId),
    nativeCurrency: BASE_CHAIN.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  return createPublicClient({
    chain,
    transport: http(rpcUrl, { batch: { batchSize: CHAIN_CLIENT.batchSize, wait: CHAIN_CLIENT.batchWaitMs }, retryCount: 2 }),
    pollingInterval: CHAIN_CLIENT.pollingIntervalMs,
    cacheTime: CHAIN_CLIENT.cacheTimeMs,
  });
}
