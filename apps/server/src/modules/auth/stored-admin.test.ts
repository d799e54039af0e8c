import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@wbe3/db";
import type { MeResponse } from "@wbe3/domain";
import { signInWithWallet, testAccount } from "../../test/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// An "admin" written into the users table grants nothing: admins come only from configuration
// (DESIGN 1). Account 30 is this file's (auth-helpers).
describe("a stored admin role", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it("opens no admin page: the session has no role, which the admin API refuses", async () => {
    const account = testAccount(30);
    const { cookie } = await signInWithWallet(t, account, "fan");
    await t.db.update(users).set({ role: "admin" }).where(eq(users.walletAddress, account.address.toLowerCase()));
    const me = (await (await t.request("/api/auth/me", { headers: { cookie } })).json()) as MeResponse;
    expect(me.user?.role).toBeNull();
    // A session without a role is asked to choose one first, like a visitor.
    expect((await t.request("/api/admin/stats", { headers: { cookie } })).status).toBe(401);
  });
});
