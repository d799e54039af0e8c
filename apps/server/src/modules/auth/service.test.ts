import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { logInWithEmail, logOut, sessionOfToken, signUpWithEmail } from "./service.ts";

// The service is called with plain values, as a job or another transport would: no request, no cookie.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const account = { email: "plain.service@example.com", password: "correct horse battery staple 42", name: "Plain", role: "fan" as const };
const visitor = { token: undefined, user: null };

describe("the auth service without a request", () => {
  it("issues a session the route puts in the cookie, retires the one it replaces, and ends it on logout", async () => {
    const signedUp = await signUpWithEmail(t.deps, { ...visitor, network: "203.0.113.9" }, account);
    expect(signedUp).toMatchObject({ body: { role: "fan", home: "/fan-dashboard" }, clearSession: false });
    const first = signedUp.session?.token;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signedUp.session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect((await sessionOfToken(t.db, t.deps.env.access, first))?.user.email).toBe(account.email);

    const loggedIn = await logInWithEmail(t.deps, { token: first, user: null }, account);
    const second = loggedIn.session?.token;
    expect(second).not.toBe(first);
    expect(await sessionOfToken(t.db, t.deps.env.access, first)).toBeNull();
    expect((await sessionOfToken(t.db, t.deps.env.access, second))?.user.role).toBe("fan");

    expect(await logOut(t.deps, second)).toEqual({ body: { user: null, role: null, home: "/" }, session: null, clearSession: true });
    expect(await sessionOfToken(t.db, t.deps.env.access, second)).toBeNull();
  });

  it("refuses a wrong password with the exact code and issues nothing", async () => {
    await expect(logInWithEmail(t.deps, visitor, { email: account.email, password: "wrong" })).rejects.toMatchObject({
      code: "unauthorized",
    });
  });
});
