import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HDAccount } from "viem";
import { authNonces } from "@wbe3/db";
import type { ApiErrorBody } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { getNonce, postJson, siweMessage, signInWithWallet, testAccount } from "../../test/auth-helpers.ts";

const alice = testAccount(20);
const mallory = testAccount(21);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function rejected(body: Record<string, unknown>): Promise<string> {
  const res = await postJson(t, "/api/auth/siwe", body);
  expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(400);
  return ((await res.json()) as ApiErrorBody).error.message;
}

async function signed(overrides: Parameters<typeof siweMessage>[2] = {}, signer: HDAccount = alice) {
  const message = await siweMessage(t, alice, overrides);
  return { message, signature: await signer.signMessage({ message }), role: "fan" };
}

describe("POST /api/auth/siwe", () => {
  it("signs in a wallet with the chosen role and sends it home", async () => {
    const { body } = await signInWithWallet(t, alice, "partner");
    expect(body).toMatchObject({ role: "partner", home: "/partner-dashboard", welcome: null });
    expect(body.user?.walletAddress).toBe(alice.address.toLowerCase());
  });

  it("issues nonces of at least 96 bits that are stored with an expiry", async () => {
    const nonce = await getNonce(t);
    expect(nonce).toMatch(/^[a-zA-Z0-9]{17,}$/);
    const rows = await t.db.select().from(authNonces);
    expect(rows.find((r) => r.nonce === nonce)?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it("refuses a replayed message and signature", async () => {
    const request = await signed();
    expect((await postJson(t, "/api/auth/siwe", request)).status).toBe(200);
    expect(await rejected(request)).toMatch(/expired or was already used/);
  });

  it("refuses an unknown nonce", async () => {
    expect(await rejected(await signed({ nonce: "abcdefghijklmnopqrstuvwxyz" }))).toMatch(/expired or was already used/);
  });

  it("refuses an expired nonce", async () => {
    const request = await signed();
    await t.db.update(authNonces).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await rejected(request)).toMatch(/expired or was already used/);
  });

  it("refuses a message for another site, address or chain", async () => {
    expect(await rejected(await signed({ domain: "evil.example" }))).toMatch(/different site/);
    expect(await rejected(await signed({ uri: "https://evil.example/" }))).toMatch(/different address/);
    expect(await rejected(await signed({ chainId: 8453 }))).toBe("Please switch to Local chain 31337 network (Chain ID: 31337)");
  });

  it("refuses a message of another SIWE version, though viem's types say the version is always 1", async () => {
    const message = (await signed()).message.replace("\nVersion: 1\n", "\nVersion: 2\n");
    expect(await rejected({ message, signature: await alice.signMessage({ message }), role: "fan" })).toMatch(/unsupported version/);
  });

  it("refuses expired, future and not-yet-valid messages", async () => {
    expect(await rejected(await signed({ expirationTime: new Date(Date.now() - 1000) }))).toMatch(/has expired/);
    expect(await rejected(await signed({ issuedAt: new Date(Date.now() - 60 * 60_000), expirationTime: undefined }))).toMatch(
      /has expired/,
    );
    expect(await rejected(await signed({ issuedAt: new Date(Date.now() + 10 * 60_000) }))).toMatch(/issued in the future/);
    expect(await rejected(await signed({ notBefore: new Date(Date.now() + 10 * 60_000) }))).toMatch(/not valid yet/);
  });

  it("refuses a signature by another wallet and a tampered message", async () => {
    expect(await rejected(await signed({}, mallory))).toMatch(/signature does not match/);
    const request = await signed();
    expect(await rejected({ ...request, message: request.message.replace("Sign in to WBE3.", "Sign in to WBE3!") })).toMatch(
      /signature does not match/,
    );
  });

  it("refuses oversized and malformed fields before any work", async () => {
    const request = await signed();
    expect(await rejected({ ...request, message: `${request.message}\n${"x".repeat(3000)}` })).toMatch(/too long/);
    expect(await rejected({ ...request, signature: `0x${"ab".repeat(15_000)}` })).toMatch(/too long/);
    expect(await rejected({ ...request, signature: "not-hex" })).toMatch(/hex/);
    expect(await rejected({ ...request, message: "hello" })).toMatch(/not a valid Sign-In with Ethereum message/);
  });

  it("requires a role for a wallet sign-in", async () => {
    const { role: _role, ...request } = await signed();
    expect(await rejected(request)).toBe("Please select your role");
    expect(await rejected({ ...(await signed()), role: "admin" })).toBe("Please select your role");
  });
});
