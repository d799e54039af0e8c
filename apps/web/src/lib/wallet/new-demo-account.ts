import type { LocalAccount } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { NEW_DEMO_ACCOUNT } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";
import { demoConnector } from "./demo-wallet";

/** Where the current new demo account's key is kept (local mode only: a throwaway key on a local chain). */
export const DEMO_ACCOUNT_KEY = "wbe3.demo-account.key";

function storedAccount(): LocalAccount | null {
  const key = window.localStorage.getItem(DEMO_ACCOUNT_KEY);
  return key && /^0x[0-9a-f]{64}$/i.test(key) ? privateKeyToAccount(key as `0x${string}`) : null;
}

/**
 * A brand-new key each time it is picked, funded by the server (ETH for gas and test WBE3, local
 * chain only), so /register can link a wallet when the three dev accounts are all taken. The key
 * stays in this browser, so a reload brings the same account back.
 */
export function newDemoAccountWallet(fund: (address: string) => Promise<unknown> = defaultFund) {
  return demoConnector({
    id: "demo-wallet-new",
    name: NEW_DEMO_ACCOUNT,
    async account(fresh) {
      if (!fresh) {
        // Bringing back an earlier visit's account never makes (and funds) one nobody asked for.
        const stored = storedAccount();
        if (!stored) throw new Error("No demo account in this browser yet.");
        return stored;
      }
      const key = generatePrivateKey();
      const account = privateKeyToAccount(key);
      await fund(account.address);
      // Kept only once funded: a key the server refused is never brought back.
      window.localStorage.setItem(DEMO_ACCOUNT_KEY, key);
      return account;
    },
  });
}

function defaultFund(address: string) {
  return callApi("POST /api/dev/demo-account", { body: { address } });
}
