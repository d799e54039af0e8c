import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// Issue #9 point 4: the allowed origins come from configuration, never from Host.
let local: TestApp;
let hosted: TestApp;
beforeAll(async () => {
  local = await createTestApp({ seed: false, env: { PORT: "18802" } });
  hosted = await createTestApp({ seed: false, env: { PUBLIC_ORIGIN: "https://wbe3.example/" } });
});
afterAll(async () => {
  await local.close();
  await hosted.close();
});

/** A state-changing request any signed-out visitor may make. */
function logout(t: TestApp, origin: string, url = "http://localhost/api/auth/logout", host?: string) {
  return t.request(url, { method: "POST", headers: { origin, ...(host ? { host } : {}), "sec-fetch-site": "same-origin" } });
}

async function expectForbidden(res: Response) {
  expect(res.status).toBe(403);
  expect(((await res.json()) as ApiErrorBody).error.code).toBe("forbidden");
}

describe("same-origin check for state-changing requests", () => {
  it("accepts http://localhost:PORT and http://127.0.0.1:PORT in local mode", async () => {
    expect((await logout(local, "http://localhost:18802")).status).toBe(200);
    expect((await logout(local, "http://127.0.0.1:18802")).status).toBe(200);
  });

  it("refuses an Origin that matches only a spoofed Host header or request line", async () => {
    await expectForbidden(await logout(local, "http://evil.example", "http://evil.example/api/auth/logout", "evil.example"));
    await expectForbidden(await logout(local, "http://localhost:9999", "http://localhost:9999/api/auth/logout", "localhost:9999"));
    await expectForbidden(await logout(hosted, "http://evil.example", "http://evil.example/api/auth/logout", "evil.example"));
  });

  it("accepts only PUBLIC_ORIGIN when it is set", async () => {
    expect((await logout(hosted, "https://wbe3.example")).status).toBe(200);
    await expectForbidden(await logout(hosted, "http://localhost:8787"));
  });
});
