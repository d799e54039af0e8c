import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "@wbe3/db";
import type { MeResponse } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { ORIGIN, postJson, signInWithWallet, siweMessage, testAccount } from "../../test/auth-helpers.ts";
import { textMatching } from "../../test/matchers.ts";

const fan = testAccount(23);
const queen = testAccount(24);
const boss = testAccount(25);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { PRIVILEGED_WALLETS: queen.address, ADMIN_WALLETS: boss.address.toLowerCase() },
  });
});
afterAll(() => t.close());

async function me(cookie?: string): Promise<MeResponse> {
  const res = await t.request("/api/auth/me", cookie ? { headers: { cookie } } : {});
  return (await res.json()) as MeResponse;
}

describe("sessions", () => {
  it("sets a host-only, HttpOnly, Secure, SameSite=Lax cookie that lasts 24 hours", async () => {
    const { res } = await signInWithWallet(t, fan, "fan");
    const header = res.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Domain=/);
    const expires = new Date(/Expires=([^;]+)/.exec(header)?.[1] ?? "").getTime();
    expect(Math.abs(expires - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
  });

  it("stores only a hash of the session id", async () => {
    const { cookie } = await signInWithWallet(t, fan, "fan");
    const id = cookie.split("=")[1] ?? "";
    const rows = await t.db.select().from(sessions);
    expect(rows.some((row) => row.idHash === id)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.idHash))).toBe(true);
  });

  it("mirrors the signed-in user at /api/auth/me and answers visitors as anonymous", async () => {
    const { cookie } = await signInWithWallet(t, fan, "fan");
    expect(await me(cookie)).toMatchObject({ role: "fan", home: "/fan-dashboard", user: { walletAddress: fan.address.toLowerCase() } });
    expect(await me()).toEqual({ user: null, role: null, home: "/" });
  });

  it("gives a new session id at every sign-in and retires the old one", async () => {
    const first = await signInWithWallet(t, fan, "fan");
    const second = await signInWithWallet(t, fan, "fan");
    expect(second.cookie).not.toBe(first.cookie);
    expect((await me(first.cookie)).user).not.toBeNull();
    // Signing in again from the same browser (old cookie sent) revokes the old session.
    const message = await siweMessage(t, fan);
    const res = await postJson(
      t,
      "/api/auth/siwe",
      { message, signature: await fan.signMessage({ message }), role: "fan" },
      { cookie: first.cookie },
    );
    expect(res.status).toBe(200);
    expect((await me(first.cookie)).user).toBeNull();
  });

  it("ends at logout", async () => {
    const { cookie } = await signInWithWallet(t, fan, "fan");
    const res = await postJson(t, "/api/auth/logout", {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/__Host-session=;/);
    expect((await me(cookie)).user).toBeNull();
  });

  it("ends after 24 hours whatever happens in between", async () => {
    const { cookie } = await signInWithWallet(t, fan, "fan");
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me(cookie)).user).toBeNull();
  });

  it("refuses state-changing requests from another site", async () => {
    const { cookie } = await signInWithWallet(t, fan, "fan");
    const crossOrigin = await postJson(t, "/api/auth/logout", {}, { cookie, origin: "https://evil.example" });
    expect(crossOrigin.status).toBe(403);
    const crossSite = await postJson(t, "/api/auth/logout", {}, { cookie, "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect((await me(cookie)).user).not.toBeNull();
    expect((await postJson(t, "/api/auth/logout", {}, { cookie, origin: ORIGIN, "sec-fetch-site": "same-origin" })).status).toBe(200);
  });
});

describe("roles from configuration", () => {
  it("forces a privileged wallet to artist with the queen's welcome, whatever it chose", async () => {
    const { body } = await signInWithWallet(t, queen, "fan");
    expect(body).toMatchObject({ role: "artist", home: "/artiststudio", user: { privileged: true } });
    expect(body.welcome).toEqual({ title: textMatching(/^Welcome Queen .+!$/), description: "Artist role assigned" });
  });

  it("makes admins only from configuration", async () => {
    const { body } = await signInWithWallet(t, boss, "partner");
    expect(body).toMatchObject({ role: "admin", home: "/admin-dashboard" });
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After past the limit and does nothing", async () => {
    const limited = await createTestApp({ seed: false, env: { AUTH_RATE_LIMIT: "3" } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.request("/api/auth/nonce")).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await limited.request("/api/auth/nonce");
      expect(res.headers.get("retry-after")).toMatch(/^[0-9]+$/);
      expect(await res.json()).toEqual({
        error: { code: "rate_limited", reason: "rate_limited", message: textMatching(/Too many attempts/) },
      });
    } finally {
      await limited.close();
    }
  });
});
