import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HDAccount } from "viem";
import { API_ACCESS, canAccess, type Access, type Viewer } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { signInWithWallet, testAccount } from "../test/auth-helpers.ts";
import { routeKey } from "./api-access.ts";

const wallet = testAccount;

const VIEWERS: { name: string; viewer: Viewer | null; account?: HDAccount; role?: "artist" | "fan" | "partner" }[] = [
  { name: "anonymous", viewer: null },
  { name: "fan", viewer: { role: "fan", privileged: false }, account: wallet(30), role: "fan" },
  { name: "artist", viewer: { role: "artist", privileged: false }, account: wallet(31), role: "artist" },
  { name: "partner", viewer: { role: "partner", privileged: false }, account: wallet(32), role: "partner" },
  { name: "admin", viewer: { role: "admin", privileged: false }, account: wallet(33), role: "fan" },
  { name: "privileged wallet", viewer: { role: "artist", privileged: true }, account: wallet(34), role: "fan" },
];

let t: TestApp;
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_WALLETS: wallet(33).address, PRIVILEGED_WALLETS: wallet(34).address } });
  for (const v of VIEWERS) if (v.account && v.role) cookies.set(v.name, (await signInWithWallet(t, v.account, v.role)).cookie);
});
afterAll(() => t.close());

/** Every API route the app registers, as "METHOD /path". */
function registeredRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL" && !r.path.includes("*"))
    .filter((r) => !seen.has(routeKey(r.method, r.path)) && seen.add(routeKey(r.method, r.path)))
    .map(({ method, path }) => ({ method, path }));
}

const concretePath = (path: string) => path.replace(":address", wallet(35).address);

describe("the API access table", () => {
  it("has an entry for every registered route, and no entry without a route", () => {
    const keys = registeredRoutes().map((r) => routeKey(r.method, r.path)).sort();
    expect(keys).toEqual(Object.keys(API_ACCESS).sort());
  });

  // Logout ends the viewer's session, so it goes last.
  const routes = () => registeredRoutes().sort((a, b) => Number(a.path.endsWith("/logout")) - Number(b.path.endsWith("/logout")));

  for (const v of VIEWERS) {
    it(`is enforced for every route for the ${v.name}`, async () => {
      for (const route of routes()) {
        const access: Access = API_ACCESS[routeKey(route.method, route.path) as keyof typeof API_ACCESS];
        const cookie = cookies.get(v.name);
        const res = await t.request(concretePath(route.path), {
          method: route.method,
          headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          ...(route.method === "GET" ? {} : { body: "{}" }),
        });
        const label = `${route.method} ${route.path} as ${v.name} → ${res.status}`;
        if (canAccess(access, v.viewer)) expect([401, 403], label).not.toContain(res.status);
        else expect(res.status, label).toBe(v.viewer ? 403 : 401);
      }
    });
  }
});
