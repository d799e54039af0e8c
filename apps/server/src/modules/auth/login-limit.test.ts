import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS, type ApiErrorBody } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { postJson } from "../../test/auth-helpers.ts";
import { inOneRateWindow } from "../../test/one-rate-window.ts";

// Password guessing is held to the sign-in family's budget per client (AUTH_RATE_LIMIT a minute):
// this goes red if `POST /api/auth/login` loses its rate limit.
const PASSWORD = "correct horse battery staple";
const EMAIL = "guessed.account@example.com";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { AUTH_RATE_LIMIT: "4" } });
});
afterAll(() => t.close());

const login = (password: string) => postJson(t, "/api/auth/login", { email: EMAIL, password });

describe("password sign-in", () => {
  it("answers 429 once the client's budget is spent, even for the right password, and signs no one in", async () => {
    await inOneRateWindow(async () => {
      // The sign-up spends one of the four, like any request of the family.
      expect((await postJson(t, "/api/auth/signup", { email: EMAIL, password: PASSWORD, name: "Guessed", role: "fan" })).status).toBe(201);
      for (const guess of ["letmein", "password1", "hunter22"]) {
        const res = await login(guess);
        expect([res.status, ((await res.json()) as ApiErrorBody).error.message]).toEqual([401, INVALID_CREDENTIALS]);
      }
      const limited = await login(PASSWORD);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^[0-9]+$/);
      expect(limited.headers.get("set-cookie")).toBeNull();
      expect(((await limited.json()) as ApiErrorBody).error.code).toBe("rate_limited");
    });
  });
});
