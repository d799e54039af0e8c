import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { english, generateMnemonic, mnemonicToAccount } from "viem/accounts";
import { eq } from "drizzle-orm";
import { users } from "@wbe3/db";
import { TOO_MANY_NEW_ACCOUNTS, type ApiErrorBody } from "@wbe3/domain";
import { parseEnv } from "../../env.ts";
import { postJson, siweMessage } from "../../test/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Issue: honest counts. Throwaway wallets (fresh keys, no ETH) must not mint followers.
const freshAccount = () => mnemonicToAccount(generateMnemonic(english));
type Account = ReturnType<typeof freshAccount>;

let t: TestApp;
beforeAll(async () => {
  // Behind one proxy, so each test names its client address in X-Forwarded-For; the default limit.
  t = await createTestApp({ seed: false, env: { TRUST_PROXY: "1", NEW_ACCOUNTS_PER_HOUR: "10" } });
});
afterAll(() => t.close());

async function siwe(account: Account, address: string) {
  const message = await siweMessage(t, account);
  const signature = await account.signMessage({ message });
  return postJson(t, "/api/auth/siwe", { message, signature, role: "fan" }, { "x-forwarded-for": address });
}

const signUp = (email: string, address: string) =>
  postJson(
    t,
    "/api/auth/signup",
    { email, password: "correct horse battery staple 42", name: "Throwaway", role: "fan" },
    {
      "x-forwarded-for": address,
    },
  );

async function expectRefused(res: Response) {
  expect(res.status).toBe(429);
  expect(((await res.json()) as ApiErrorBody).error).toEqual({
    code: "rate_limited",
    reason: "too_many_new_accounts",
    message: TOO_MANY_NEW_ACCOUNTS,
  });
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

const userOfWallet = async (account: Account) =>
  (await t.db.select().from(users).where(eq(users.walletAddress, account.address.toLowerCase()))).length;

describe("new accounts per client network", () => {
  it("refuses the 11th new wallet account from one address in an hour, while an existing user still signs in", async () => {
    const address = "198.51.100.50";
    const wallets = Array.from({ length: 11 }, freshAccount);
    for (const wallet of wallets.slice(0, 10)) expect((await siwe(wallet, address)).status).toBe(200);

    const eleventh = wallets[10] as Account;
    await expectRefused(await siwe(eleventh, address));
    expect(await userOfWallet(eleventh)).toBe(0);
    // An e-mail sign-up is a new account too.
    await expectRefused(await signUp("throwaway.11@example.com", address));

    // Signing in to an account that exists is not a new account.
    const existing = await siwe(wallets[0] as Account, address);
    expect(existing.status).toBe(200);
    // Another network still creates accounts.
    expect((await siwe(eleventh, "198.51.100.51")).status).toBe(200);
  });

  it("counts an IPv6 client by its /64, so rotating the lower half does not reset it", async () => {
    for (let i = 1; i <= 10; i++) expect((await signUp(`v6.${i}@example.com`, `2001:db8:5:6::${i.toString(16)}`)).status).toBe(201);
    await expectRefused(await siwe(freshAccount(), "2001:db8:5:6:abcd:ef01:2345:6789"));
    expect((await siwe(freshAccount(), "2001:db8:5:7::1")).status).toBe(200);
  });
});

describe("the settings", () => {
  it("default to 10 new accounts and 20 anonymous streams an hour, and refuse what is not a count", () => {
    expect(parseEnv({})).toMatchObject({ newAccountsPerHour: 10, anonymousStreamsPerHour: 20 });
    expect(parseEnv({ NEW_ACCOUNTS_PER_HOUR: "3", ANONYMOUS_STREAMS_PER_HOUR: "50" })).toMatchObject({
      newAccountsPerHour: 3,
      anonymousStreamsPerHour: 50,
    });
    expect(() => parseEnv({ NEW_ACCOUNTS_PER_HOUR: "0" })).toThrow(/NEW_ACCOUNTS_PER_HOUR must be a whole number between 1 and 100000/);
    expect(() => parseEnv({ ANONYMOUS_STREAMS_PER_HOUR: "many" })).toThrow(/ANONYMOUS_STREAMS_PER_HOUR/);
  });
});
