import { createTestClient, createWalletClient, http, type Address, type HDAccount } from "viem";
import { inject } from "vitest";
import { devAccounts } from "@wbe3/contracts";
import { localChain } from "@wbe3/contracts/local-chain";

/**
 * Wallets that act on the suite's Anvil. Each test file takes its own account indices so files
 * running in parallel never race on one account's nonce.
 *
 * Claimed accounts 61–109 (65 onwards start with WBE3, see global-setup.ts); take a free one and
 * add your file here. 61–64 stats; 65, 69 payments/payment-verifier; 66–68 tiers; 70–74 store;
 * 75–77 store/stock-and-shipping; 80–83 publishing and publishing/review-queue;
 * 84–85 publishing/review-once; 86–87 publishing/unlock-expiry; 90 uploads/upload-limits; 91 artists/follow-limits;
 * 92–94, 106 tiers/payment-attacks; 95–99 stats/dashboard-details; 100–103 uploads/drafts;
 * 104–105 commerce/order-verifier; 107 commerce/payment-sweep; 108–109 uploads/mint-verifier. 88–89 selling-seam.
 * 78–79 content (holders in the transfer index only, see test/gated-books.ts). Free: none below 110.
 * 110–114 (ETH and WBE3 from global-setup.ts, like 65–109): 110 token/demo-account; 111 seed/demo-purchase;
 * 112–113 commerce/payment-kinds; 114 commerce/line-refunds (their sellers, 198–199, only receive).
 * 115–119 (with WBE3 too): 115–116 marketplace/sellers (160–161 only sign in); 117–119 seam-proof.
 * 120–149 (with WBE3 too): free; take the next ones and name your file here.
 * 120–124 commerce/confirmation (120 buys; 121–124 sell and only receive).
 * 126–129 commerce/payment-orders (129 only receives), 130–131 commerce/payment-order-completion.
 * 132–134 commerce/checkout-quote. 135–142 live-shows tickets: 135 ticket-mint, 136 ticket-cancel,
 * 137–138 ticket-sales, 139–140 ticket-capacity, 141–142 ticket-watch. 143–144, 146 live-shows/check-ins;
 * 148–149 live-shows/check-in-attacks; 145, 147 live-shows/ticket-verifier.
 * 150 onwards have neither ETH nor WBE3: a file funds its own (testClient.setBalance).
 * 150–152 copyright/registrations; 153–156 copyright/anchor; 157–159 copyright/registration-reads;
 * 160–162 copyright/filing; 163 copyright/anchor-window; 164–165 copyright/certificate;
 * 166–167 copyright/protection.
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
