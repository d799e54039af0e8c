import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import { mailOutbox } from "@wbe3/db";
import type { MeResponse, SignInResponse } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postJson, sessionCookie } from "../../test/auth-helpers.ts";

// Issue #9 point 3: a configured e-mail grants its role only once its owner verified it.
const PASSWORD = "correct horse battery staple";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { ADMIN_EMAILS: " Boss@Example.COM ,other@example.com", PRIVILEGED_EMAILS: "QUEEN@example.com " },
  });
});
afterAll(() => t.close());

async function signUp(email: string): Promise<{ cookie: string; body: SignInResponse }> {
  const res = await postJson(t, "/api/auth/signup", { email, password: PASSWORD, name: "Ada Lovelace", role: "fan" });
  expect(res.status).toBe(201);
  return { cookie: sessionCookie(res), body: (await res.json()) as SignInResponse };
}

async function me(cookie: string): Promise<MeResponse> {
  return (await (await t.request("/api/auth/me", { headers: { cookie } })).json()) as MeResponse;
}

async function verify(email: string): Promise<void> {
  const [mail] = (await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt))).filter((row) => row.to === email);
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  expect((await postJson(t, "/api/auth/verify-email", { token })).status).toBe(200);
}

describe("roles from ADMIN_EMAILS and PRIVILEGED_EMAILS", () => {
  it("leaves an unverified configured admin a plain fan with a note, and makes them admin once verified", async () => {
    // Typed with other case and spaces than the configuration: normalised on both sides.
    const email = "  bOSS@example.com";
    const { cookie, body } = await signUp(email);
    expect(body.user).toMatchObject({ role: "fan", privileged: false, emailVerified: false, pendingRole: "admin" });
    expect(body.home).toBe("/fan-dashboard");
    expect((await t.request("/api/admin/stats", { headers: { cookie } })).status).toBe(403);

    await verify("bOSS@example.com");
    const after = await me(cookie);
    expect(after.user).toMatchObject({ role: "admin", emailVerified: true, pendingRole: null });
    expect(after.home).toBe("/admin-dashboard");
  });

  it("grants a configured privileged e-mail its access only once verified", async () => {
    const email = "Queen@Example.com";
    const { cookie, body } = await signUp(email);
    expect(body.user).toMatchObject({ role: "fan", privileged: false, pendingRole: "privileged" });
    await verify(email);
    expect((await me(cookie)).user).toMatchObject({ privileged: true, pendingRole: null });
  });

  it("notes nothing for an e-mail no list names", async () => {
    const { body } = await signUp("plain-fan@example.com");
    expect(body.user).toMatchObject({ role: "fan", privileged: false, pendingRole: null });
  });
});
