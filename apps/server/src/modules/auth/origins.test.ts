import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import { mailOutbox } from "@wbe3/db";
import type { ApiErrorBody } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { siweMessage, testAccount } from "../../test/auth-helpers.ts";

// Issue #9 point 4: the origin in links and sign-in checks comes from configuration only.
const wallet = testAccount(22);
const PASSWORD = "correct horse battery staple";
const EVIL = "http://evil.example";

let local: TestApp;
let hosted: TestApp;
beforeAll(async () => {
  local = await createTestApp({ seed: false });
  hosted = await createTestApp({ seed: false, env: { PUBLIC_ORIGIN: "https://wbe3.example" } });
});
afterAll(async () => {
  await local.close();
  await hosted.close();
});

/** A POST whose absolute request line and Host header both name another site. */
function spoofed(t: TestApp, path: string, body: unknown) {
  return t.request(`${EVIL}${path}`, {
    method: "POST",
    headers: { host: "evil.example", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function lastMailTo(t: TestApp, to: string): Promise<string> {
  const rows = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
  return rows.find((row) => row.to === to)?.text ?? "";
}

describe("the site's origin", () => {
  it("refuses a sign-in message for the host a request claims, in local mode and with PUBLIC_ORIGIN", async () => {
    for (const t of [local, hosted]) {
      const message = await siweMessage(t, wallet, { domain: "evil.example", uri: `${EVIL}/` });
      const res = await spoofed(t, "/api/auth/siwe", { message, signature: await wallet.signMessage({ message }), role: "fan" });
      expect(res.status).toBe(401);
      const { error } = (await res.json()) as ApiErrorBody;
      expect(error.code).toBe("unauthorized");
      expect(error.message).toMatch(/different site/);
    }
  });

  it("accepts a sign-in message for the configured origin only", async () => {
    const message = await siweMessage(hosted, wallet, { domain: "wbe3.example", uri: "https://wbe3.example/" });
    expect(
      (await spoofed(hosted, "/api/auth/siwe", { message, signature: await wallet.signMessage({ message }), role: "fan" })).status,
    ).toBe(200);
    // A message for the local origin is another site once PUBLIC_ORIGIN is set.
    const localMessage = await siweMessage(hosted, wallet);
    expect(
      (
        await spoofed(hosted, "/api/auth/siwe", {
          message: localMessage,
          signature: await wallet.signMessage({ message: localMessage }),
          role: "fan",
        })
      ).status,
    ).toBe(401);
  });

  it("puts PUBLIC_ORIGIN in verification and reset links, whatever Host the request named", async () => {
    const email = "hosted-links@example.com";
    expect((await spoofed(hosted, "/api/auth/signup", { email, password: PASSWORD, name: "Ada", role: "fan" })).status).toBe(201);
    expect(await lastMailTo(hosted, email)).toContain("https://wbe3.example/verify-email?token=");
    expect((await spoofed(hosted, "/api/auth/password-reset/request", { email })).status).toBe(200);
    const reset = await lastMailTo(hosted, email);
    expect(reset).toContain("https://wbe3.example/reset-password?token=");
    expect(reset).not.toContain("evil.example");
  });

  it("puts the local origin derived from PORT in links in local mode, never the request's Host", async () => {
    const email = "local-links@example.com";
    expect((await spoofed(local, "/api/auth/signup", { email, password: PASSWORD, name: "Ada", role: "fan" })).status).toBe(201);
    expect(await lastMailTo(local, email)).toContain("http://localhost:8787/verify-email?token=");
    await spoofed(local, "/api/auth/password-reset/request", { email });
    expect(await lastMailTo(local, email)).toContain("http://localhost:8787/reset-password?token=");
  });
});
