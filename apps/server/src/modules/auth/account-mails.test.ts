import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { emailTokens, mailOutbox, users } from "@wbe3/db";
import { LINK_MAIL_LIMIT, VERIFICATION_RESENT, type ApiErrorBody } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postJson } from "../../test/auth-helpers.ts";
import { inOneRateWindow } from "../../test/one-rate-window.ts";

// Issue #9 point 9: atomic sign-up, resending verification, reset links that replace each other.
const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "a brand new long passphrase";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = () => `mails${Date.now()}${counter++}@example.com`;
const signUp = (email: string) => postJson(t, "/api/auth/signup", { email, password: PASSWORD, name: "Ada Lovelace", role: "fan" });

async function mailsTo(email: string) {
  return (await t.db.select().from(mailOutbox))
    .filter((row) => row.to === email)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function tokenIn(text: string | undefined, path: string): string {
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text ?? "")?.[1];
  if (!token) throw new Error(`no ${path} link in mail`);
  return token;
}

async function codeOf(res: Response): Promise<string> {
  return ((await res.json()) as ApiErrorBody).error.code;
}

describe("sign-up", () => {
  it("is one transaction: when the outbox write fails, no user and no token remain", async () => {
    // A real failure inside the transaction, after the user and token rows were written.
    await t.db.execute(sql`create function refuse_outbox() returns trigger language plpgsql as $$
      begin if new.to_address like 'outbox-down%' then raise exception 'outbox unavailable'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_outbox before insert on mail_outbox for each row execute function refuse_outbox()`);
    const email = `outbox-down-${freshEmail()}`;
    const res = await signUp(email);
    expect(res.status).toBe(500);
    expect(await codeOf(res)).toBe("internal");
    expect((await t.db.select().from(users)).filter((row) => row.email === email)).toEqual([]);
    expect(await t.db.select().from(emailTokens)).toEqual([]);
    // The same address signs up fine once the outbox works.
    await t.db.execute(sql`drop trigger refuse_outbox on mail_outbox`);
    expect((await signUp(email)).status).toBe(201);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe("POST /api/auth/verify-email/resend", () => {
  const resend = (email: string) => postJson(t, "/api/auth/verify-email/resend", { email });

  it("mails a new working link to an unverified account", async () => {
    const email = freshEmail();
    await signUp(email);
    const res = await resend(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: VERIFICATION_RESENT });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect((await postJson(t, "/api/auth/verify-email", { token: tokenIn(mails[1]?.text, "/verify-email") })).status).toBe(200);
  });

  it("does nothing for verified and unknown addresses, with the same answer", async () => {
    const email = freshEmail();
    await signUp(email);
    await postJson(t, "/api/auth/verify-email", { token: tokenIn((await mailsTo(email))[0]?.text, "/verify-email") });
    const verified = await resend(email);
    const unknown = await resend(freshEmail());
    expect([verified.status, unknown.status]).toEqual([200, 200]);
    expect(await verified.json()).toEqual(await unknown.json());
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("mails one address at most LINK_MAIL_LIMIT times per window, answering the same", async () => {
    const email = freshEmail();
    await signUp(email);
    for (let i = 0; i <= LINK_MAIL_LIMIT.perAddress; i++)
      expect(await (await resend(email)).json()).toEqual({ message: VERIFICATION_RESENT });
    expect(await mailsTo(email)).toHaveLength(1 + LINK_MAIL_LIMIT.perAddress);
  });

  it("answers 429 past the per-client limit", async () => {
    await inOneRateWindow(async () => {
      const limited = await createTestApp({ seed: false, env: { AUTH_RATE_LIMIT: "2" } });
      try {
        const send = () => postJson(limited, "/api/auth/verify-email/resend", { email: "someone@example.com" });
        expect((await send()).status).toBe(200);
        expect((await send()).status).toBe(200);
        const res = await send();
        expect(res.status).toBe(429);
        expect(await codeOf(res)).toBe("rate_limited");
      } finally {
        await limited.close();
      }
    });
  });
});

describe("password reset requests", () => {
  const requestReset = (email: string) => postJson(t, "/api/auth/password-reset/request", { email });
  const resets = async (email: string) => (await mailsTo(email)).filter((mail) => /Reset/.test(mail.subject));

  it("make earlier reset links invalid", async () => {
    const email = freshEmail();
    await signUp(email);
    await requestReset(email);
    await requestReset(email);
    const [first, second] = await resets(email);
    const stale = await postJson(t, "/api/auth/password-reset/confirm", {
      token: tokenIn(first?.text, "/reset-password"),
      password: NEW_PASSWORD,
    });
    expect(stale.status).toBe(400);
    expect(await codeOf(stale)).toBe("bad_request");
    expect(
      (await postJson(t, "/api/auth/password-reset/confirm", { token: tokenIn(second?.text, "/reset-password"), password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it("mail one address at most LINK_MAIL_LIMIT times per window, answering the same", async () => {
    const email = freshEmail();
    await signUp(email);
    const answers = [];
    for (let i = 0; i <= LINK_MAIL_LIMIT.perAddress; i++) answers.push(await (await requestReset(email)).json());
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await resets(email)).toHaveLength(LINK_MAIL_LIMIT.perAddress);
  });
});
