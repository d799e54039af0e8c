import { inject } from "vitest";
import { createChainClient, type Chain } from "../adapters/chain/chain-client.ts";

/**
 * The suite's Anvil (see global-setup.ts) as a bare chain: no signer, no app. For tests of one
 * verifier, which load in a moment because they import no app (mutation testing, decision 0022,
 * runs them once per mutant); `testChain` in test-app.ts is the app's chain.
 */
export function suiteChain(): Chain {
  const { rpcUrl, chainId, deployment } = inject("anvil");
  return {
    chainId,
    client: createChainClient(rpcUrl, chainId),
    contracts: deployment,
    confirmations: 1,
    publicRpcUrl: "/api/rpc",
    explorerUrl: undefined,
    rpcUrl,
  };
}
