import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@wbe3/db";
import { INVALID_CREDENTIALS, type ApiErrorBody, type MeResponse, type OutboxMail, type SignInResponse } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { ORIGIN, postJson, sessionCookie, siweMessage, signInWithWallet, testAccount } from "../../test/auth-helpers.ts";

const linked = testAccount(26);
const other = testAccount(27);
const PASSWORD = "correct horse battery staple";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = () => `artist${Date.now()}${counter++}@example.com`;

async function outbox(): Promise<OutboxMail[]> {
  return ((await (await t.request("/api/dev/outbox")).json()) as { mails: OutboxMail[] }).mails;
}

function linkToken(mail: OutboxMail | undefined, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`no ${path} link in mail`);
  return match[1];
}

async function errorOf(res: Response): Promise<ApiErrorBody["error"]> {
  return ((await res.json()) as ApiErrorBody).error;
}

async function signUp(email: string, role: "fan" | "artist" = "artist") {
  return postJson(t, "/api/auth/signup", { email, password: PASSWORD, name: "Ada Lovelace", role });
}

describe("e-mail accounts", () => {
  it("signs up, says so in the spec's words, signs in and mails a verification link", async () => {
    const email = freshEmail();
    const res = await signUp(email);
    expect(res.status).toBe(201);
    const body = (await res.json()) as SignInResponse & { message: string };
    expect(body.message).toBe("Account created successfully! Please check your email to verify.");
    expect(body).toMatchObject({ role: "artist", home: "/artiststudio", user: { email, emailVerified: false } });
    const me = (await (await t.request("/api/auth/me", { headers: { cookie: sessionCookie(res) } })).json()) as MeResponse;
    expect(me.user?.email).toBe(email);
    const mail = (await outbox()).find((m) => m.to === email);
    expect(mail?.subject).toMatch(/Verify/);
    expect(mail?.text).toContain(`${ORIGIN}/verify-email?token=`);
  });

  it("stores the password with argon2id, never in clear", async () => {
    const email = freshEmail();
    await signUp(email);
    const [row] = (await t.db.select().from(users)).filter((u) => u.email === email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it("verifies the e-mail once through the mailed link", async () => {
    const email = freshEmail();
    const cookie = sessionCookie(await signUp(email, "fan"));
    const token = linkToken(
      (await outbox()).find((m) => m.to === email),
      "/verify-email",
    );
    expect((await postJson(t, "/api/auth/verify-email", { token })).status).toBe(200);
    const me = (await (await t.request("/api/auth/me", { headers: { cookie } })).json()) as MeResponse;
    expect(me.user?.emailVerified).toBe(true);
    const again = await postJson(t, "/api/auth/verify-email", { token });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toMatch(/invalid or has expired/);
  });

  it("logs in with the right password only, with one message for every failure", async () => {
    const email = freshEmail();
    await signUp(email);
    const ok = await postJson(t, "/api/auth/login", { email: email.toUpperCase(), password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(sessionCookie(ok)).toMatch(/^__Host-session=/);
    for (const attempt of [
      { email, password: "wrong password here" },
      { email: freshEmail(), password: PASSWORD },
    ]) {
      const res = await postJson(t, "/api/auth/login", attempt);
      expect(res.status).toBe(401);
      expect((await errorOf(res)).message).toBe(INVALID_CREDENTIALS);
    }
  });

  it("asks for every field with the spec's message", async () => {
    for (const body of [
      { email: "", password: PASSWORD, name: "A", role: "fan" },
      { email: freshEmail(), password: "", name: "A", role: "fan" },
      { email: freshEmail(), password: PASSWORD, name: " ", role: "fan" },
    ]) {
      const res = await postJson(t, "/api/auth/signup", body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toMatch(/Please fill in all fields/);
    }
    expect((await errorOf(await postJson(t, "/api/auth/login", { email: "", password: "" }))).message).toMatch(/Please fill in all fields/);
  });

  it("explains why a password is weak and creates nothing", async () => {
    const email = freshEmail();
    const res = await postJson(t, "/api/auth/signup", { email, password: "password1", name: "Ada", role: "fan" });
    expect(res.status).toBe(400);
    const { message } = await errorOf(res);
    expect(message).toMatch(/at least 10 characters/);
    expect(message).toMatch(/too common/);
    expect((await t.db.select().from(users)).some((u) => u.email === email)).toBe(false);
  });

  it("refuses a second account for one e-mail, in any case", async () => {
    const email = freshEmail();
    await signUp(email);
    const res = await signUp(email.toUpperCase());
    expect(res.status).toBe(409);
  });

  it("resets a password through a mailed link and signs out everywhere", async () => {
    const email = freshEmail();
    const cookie = sessionCookie(await signUp(email));
    const unknown = await postJson(t, "/api/auth/password-reset/request", { email: freshEmail() });
    const known = await postJson(t, "/api/auth/password-reset/request", { email });
    expect(await unknown.json()).toEqual(await known.json());
    const token = linkToken(
      (await outbox()).find((m) => m.to === email && /Reset/.test(m.subject)),
      "/reset-password",
    );
    const newPassword = "a brand new long passphrase";
    expect((await postJson(t, "/api/auth/password-reset/confirm", { token, password: newPassword })).status).toBe(200);
    expect(((await (await t.request("/api/auth/me", { headers: { cookie } })).json()) as MeResponse).user).toBeNull();
    expect((await postJson(t, "/api/auth/login", { email, password: PASSWORD })).status).toBe(401);
    expect((await postJson(t, "/api/auth/login", { email, password: newPassword })).status).toBe(200);
    expect((await postJson(t, "/api/auth/password-reset/confirm", { token, password: newPassword })).status).toBe(400);
  });

  it("links a wallet to a signed-in e-mail account, once", async () => {
    const email = freshEmail();
    const cookie = sessionCookie(await signUp(email));
    const message = await siweMessage(t, linked);
    const res = await postJson(t, "/api/auth/siwe", { message, signature: await linked.signMessage({ message }) }, { cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as SignInResponse).user).toMatchObject({
      email,
      walletAddress: linked.address.toLowerCase(),
      role: "artist",
    });

    // A wallet that already has its own account cannot be linked to another.
    await signInWithWallet(t, other, "fan");
    const second = sessionCookie(await signUp(freshEmail()));
    const message2 = await siweMessage(t, other);
    const refused = await postJson(
      t,
      "/api/auth/siwe",
      { message: message2, signature: await other.signMessage({ message: message2 }) },
      { cookie: second },
    );
    expect(refused.status).toBe(409);
  });
});
