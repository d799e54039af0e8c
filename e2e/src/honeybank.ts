import type { SelectableRole } from "@wbe3/domain";
import { siweSignIn } from "./api-sign-in.ts";
import { devAccount } from "./wallet-handler.ts";

/** Signs a dev account in through the API and creates its HoneyBank wallet (the sandbox credits it). */
export async function apiHoneybankWallet(baseUrl: string, accountIndex: number, role: SelectableRole): Promise<void> {
  const signedIn = await siweSignIn(baseUrl, devAccount(accountIndex), role);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const response = await fetch(`${baseUrl}/api/honeybank/accounts`, {
    method: "POST",
    headers: {
      cookie,
      origin: new URL(baseUrl).origin,
      "content-type": "application/json",
      "idempotency-key": `e2e-wallet-${accountIndex}`,
    },
    body: JSON.stringify({ email: `account${accountIndex}@example.com`, phone: "+1 202 555 0143" }),
  });
  if (response.status !== 201) throw new Error(`POST /api/honeybank/accounts answered ${response.status}: ${await response.text()}`);
}
