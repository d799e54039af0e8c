import { existsSync } from "node:fs";
import { describe } from "vitest";
import { expect, test } from "../src/fixtures.ts";
import { describeSessionFailures, openGuardedSession } from "../src/guarded-session.ts";
import { groupIsAlive } from "../src/process-group.ts";
import { startApp } from "../src/start-app.ts";

// The guard is what makes "the app never calls the internet" a tested fact, so it is tested too.
// These sessions are opened by hand (not newPage) because they misbehave on purpose.
describe("the e2e harness", () => {
  test("lets loopback requests through", async ({ browser, baseUrl }) => {
    const session = await openGuardedSession(browser, { baseURL: baseUrl });
    try {
      const response = await session.page.goto("/api/health");
      expect(response?.status()).toBe(200);
      expect(session.blockedRequests).toEqual([]);
      expect(describeSessionFailures(session)).toBeNull();
    } finally {
      await session.close();
    }
  });

  test("aborts and records a request to the outside world", async ({ browser, baseUrl }) => {
    // The app's CSP would stop this fetch before the network; the guard must hold without it.
    const session = await openGuardedSession(browser, { baseURL: baseUrl, bypassCSP: true });
    try {
      await session.page.goto("/api/health");
      const outcome = await session.page.evaluate(() =>
        fetch("https://example.com/ping").then(
          () => "reached",
          () => "blocked",
        ),
      );
      expect(outcome).toBe("blocked");
      expect(session.blockedRequests).toEqual(["https://example.com/ping"]);
      expect(describeSessionFailures(session)).toContain("https://example.com/ping");
    } finally {
      await session.close();
    }
  });

  test("records a load the app's CSP refused", async ({ browser, baseUrl }) => {
    const session = await openGuardedSession(browser, { baseURL: baseUrl });
    try {
      await session.page.goto("/");
      await session.page.evaluate(() => fetch("https://example.com/csp").catch(() => null));
      await expect.poll(() => session.cspViolations.length).toBe(1);
      expect(session.cspViolations[0]).toContain("https://example.com/csp");
      expect(describeSessionFailures(session)).toContain("Content-Security-Policy");
    } finally {
      await session.close();
    }
  });

  test("records an uncaught page error", async ({ browser, baseUrl }) => {
    const session = await openGuardedSession(browser, { baseURL: baseUrl });
    try {
      await session.page.goto("/api/health");
      await session.page.evaluate(() => {
        setTimeout(() => {
          throw new Error("boom from the page");
        });
      });
      await expect.poll(() => session.pageErrors.length).toBe(1);
      expect(describeSessionFailures(session)).toContain("boom from the page");
    } finally {
      await session.close();
    }
  });

  test("gives each page a fresh context", async ({ newPage }) => {
    const first = await newPage();
    await first.goto("/api/health");
    await first.evaluate(() => localStorage.setItem("theme", "dark"));
    const second = await newPage();
    await second.goto("/api/health");
    expect(await second.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  test("startApp runs a second, independent app and stop() leaves nothing behind", async () => {
    const app = await startApp({ echo: false });
    const health = await fetch(`${app.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", db: "pglite" });
    expect(existsSync(app.dataDir)).toBe(true);

    await app.stop();
    expect(groupIsAlive(app.pid)).toBe(false);
    expect(existsSync(app.dataDir)).toBe(false);
  });

  test("startApp fails with the server's own words when the server cannot start", async () => {
    await expect(startApp({ env: { LOG_LEVEL: "chatty" }, echo: false })).rejects.toThrow(/exited[\s\S]*LOG_LEVEL/);
  });
});
