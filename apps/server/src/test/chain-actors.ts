import { createTestClient, createWalletClient, http, type Address, type HDAccount } from "viem";
import { inject } from "vitest";
import { devAccounts } from "@wbe3/contracts";
import { localChain } from "@wbe3/contracts/local-chain";

/**
 * Wallets that act on the suite's Anvil. Each test file takes its own account indices so files
 * running in parallel never race on one account's nonce.
 */
export function chainActors(indices: number[]) {
  const { rpcUrl, chainId, deployment } = inject("anvil");
  const chain = localChain(chainId, rpcUrl);
  const accounts = devAccounts(Math.max(...indices) + 1);
  const wallet = (account: HDAccount) => createWalletClient({ account, chain, transport: http(rpcUrl) });
  const testClient = createTestClient({ mode: "anvil", chain, transport: http(rpcUrl) });
  return {
    deployment,
    chain,
    rpcUrl,
    testClient,
    wallets: indices.map((i) => wallet(accounts[i] as HDAccount)),
    address: (n: number): Address => (accounts[indices[n] as number] as HDAccount).address,
  };
}
