import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { OutboxMail } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { postJson, sessionCookie, siweMessage, testAccount } from "../test/auth-helpers.ts";
import { createLogger } from "./logger.ts";

const wallet = testAccount(33);
const PASSWORD = "violet anchor sings at dawn";
const NEW_PASSWORD = "a second long passphrase here";
const REFUSED_NAME = "Refused By The Database";

// Every line the app logs, as pino writes it: the real serializers and redaction run.
const lines: string[] = [];
const logger = createLogger("trace", { write: (line: string) => void lines.push(line) });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, logger });
});
afterAll(() => t.close());

const logged = () => lines.join("");
const cookieValue = (cookie: string) => cookie.split("=")[1] ?? "";

async function outbox(): Promise<OutboxMail[]> {
  return ((await (await t.request("/api/dev/outbox")).json()) as { mails: OutboxMail[] }).mails;
}

describe("logs", () => {
  it("hold no password, cookie, token, nonce or signature after sign-up, login, SIWE and reset", async () => {
    const secrets: string[] = [PASSWORD, NEW_PASSWORD];
    const email = `logs${Date.now()}@example.com`;
    const signup = await postJson(t, "/api/auth/signup", { email, password: PASSWORD, name: "Ada Logs", role: "fan" });
    expect(signup.status).toBe(201);
    const signupCookie = sessionCookie(signup);
    secrets.push(cookieValue(signupCookie));
    await t.request("/api/auth/me", { headers: { cookie: signupCookie, authorization: "Bearer not-a-real-scheme-secret" } });
    secrets.push("not-a-real-scheme-secret");

    const login = await postJson(t, "/api/auth/login", { email, password: PASSWORD });
    expect(login.status).toBe(200);
    secrets.push(cookieValue(sessionCookie(login)));

    const message = await siweMessage(t, wallet);
    const signature = await wallet.signMessage({ message });
    const siwe = await postJson(t, "/api/auth/siwe", { message, signature, role: "fan" });
    expect(siwe.status).toBe(200);
    const nonce = /Nonce: (\w+)/.exec(message)?.[1] ?? "";
    secrets.push(signature, nonce, cookieValue(sessionCookie(siwe)));

    await postJson(t, "/api/auth/password-reset/request", { email });
    const mail = (await outbox()).find((m) => m.to === email && /Reset/.test(m.subject));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    secrets.push(token);
    expect((await postJson(t, "/api/auth/password-reset/confirm", { token, password: NEW_PASSWORD })).status).toBe(200);

    expect(lines.length).toBeGreaterThan(5);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(logged()).not.toContain(secret);
    }
    expect(logged()).not.toMatch(/\$argon2id\$/);
  });

  it("keep a failed query's text but not its parameters (the password hash)", async () => {
    // A real database failure inside sign-up: the insert carries the e-mail and the argon2 hash.
    await t.db.execute(sql.raw(`alter table users add constraint logger_test_refuses check (name is distinct from '${REFUSED_NAME}')`));
    const email = `refused${Date.now()}@example.com`;
    const res = await postJson(t, "/api/auth/signup", { email, password: PASSWORD, name: REFUSED_NAME, role: "fan" });
    expect(res.status).toBe(500);
    const failure = lines
      .map((line) => JSON.parse(line) as { msg: string; err?: { message: string; stack: string } })
      .find((l) => l.msg === "unhandled error");
    expect(failure?.err?.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure?.err?.message).toContain("params: [redacted]");
    expect(logged()).not.toMatch(/\$argon2id\$/);
    expect(logged()).not.toContain(email);
    expect(logged()).not.toContain(PASSWORD);
  });

  it("redact secret keys wherever a log call puts them", () => {
    const start = lines.length;
    logger.info(
      {
        req: { headers: { cookie: "__Host-session=abc123secret", authorization: "Bearer tok-secret-1" } },
        res: { headers: { "set-cookie": "__Host-session=def456secret" } },
        password: "pw-secret-2",
        user: { passwordHash: "$argon2id$v=19$hash-secret", email: "kept@example.com" },
        body: { token: "tok-secret-3", signature: "0xsig-secret", nonce: "nonce-secret" },
        sessionId: "sid-secret",
      },
      "redaction check",
    );
    const line = lines.slice(start).join("");
    for (const secret of [
      "abc123secret",
      "tok-secret-1",
      "def456secret",
      "pw-secret-2",
      "hash-secret",
      "tok-secret-3",
      "0xsig-secret",
      "nonce-secret",
      "sid-secret",
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain("kept@example.com");
    expect(line).toContain("[redacted]");
  });
});
