import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app.ts";
import { textContaining } from "./test/matchers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe("app-wide behaviour", () => {
  it("answers unknown API routes with a JSON 404 in the error shape", async () => {
    const res = await t.request("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", reason: "not_found", message: textContaining("/api/nope") } });
  });

  it("sends security headers: CSP without inline script, nosniff, no framing", async () => {
    const res = await t.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self';");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("lets /embed/ pages be framed by other sites", async () => {
    const res = await t.request("/embed/artist/0x0000000000000000000000000000000000000001");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(res.headers.get("x-frame-options")).toBeNull();
  });

  it("says so plainly when the web app has not been built", async () => {
    const res = await t.request("/marketplace");
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build/);
  });
});
