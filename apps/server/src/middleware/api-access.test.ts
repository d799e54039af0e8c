import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HDAccount } from "viem";
import { API_ACCESS, NO_ACCESS, type ApiErrorBody } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { signInWithWallet, testAccount } from "../test/auth-helpers.ts";
import { routeKey } from "./api-access.ts";

const wallet = testAccount;

type Principal = "anonymous" | "fan" | "artist" | "partner" | "admin" | "privileged";

const PRINCIPALS: { name: Principal; account?: HDAccount; role?: "artist" | "fan" | "partner" }[] = [
  { name: "anonymous" },
  { name: "fan", account: wallet(30), role: "fan" },
  { name: "artist", account: wallet(31), role: "artist" },
  { name: "partner", account: wallet(32), role: "partner" },
  // Admin and privileged come from configuration (below), whatever role they sign in with.
  { name: "admin", account: wallet(33), role: "fan" },
  { name: "privileged", account: wallet(34), role: "fan" },
];

// Who may call each route, written out here by hand (SPEC 6), not read from API_ACCESS: the
// test checks the table and the middleware against this, so a wrong entry in either fails.
const EVERYONE: readonly Principal[] = ["anonymous", "fan", "artist", "partner", "admin", "privileged"];
const ARTISTS: readonly Principal[] = ["artist", "privileged"];
// Sellers (decision 0029): artists and partners, each for their own listings and revenue.
const SELLERS: readonly Principal[] = ["artist", "partner", "privileged"];
const ADMINS: readonly Principal[] = ["admin", "privileged"];
const SIGNED_IN: readonly Principal[] = ["fan", "artist", "partner", "admin", "privileged"];

const EXPECTED: Record<string, readonly Principal[]> = {
  "GET /api/health": EVERYONE,
  "GET /api/config": EVERYONE,
  "GET /api/featured": EVERYONE,
  "GET /api/marketplace": EVERYONE,
  "GET /api/marketplace/listings/:id/collectors": EVERYONE,
  "PUT /api/marketplace/listings/:id/drop-rules": ARTISTS,
  "POST /api/marketplace/listings/:id/drop-rules/confirm": ARTISTS,
  "GET /api/wallets/:address/balance": EVERYONE,
  "GET /api/wallets/:address/nfts": EVERYONE,
  "POST /api/rpc": EVERYONE,
  "GET /api/auth/me": EVERYONE,
  "GET /api/auth/nonce": EVERYONE,
  "POST /api/auth/siwe": EVERYONE,
  "POST /api/auth/logout": EVERYONE,
  "POST /api/auth/signup": EVERYONE,
  "POST /api/auth/login": EVERYONE,
  "POST /api/auth/verify-email": EVERYONE,
  "POST /api/auth/verify-email/resend": EVERYONE,
  "POST /api/auth/password-reset/request": EVERYONE,
  "POST /api/auth/password-reset/confirm": EVERYONE,
  "GET /api/dev/outbox": EVERYONE,
  "GET /api/admin/stats": ADMINS,
  // Any account may send a file; the storage kind it names says which roles may store it (decision 0026).
  "POST /api/files": SIGNED_IN,
  "GET /api/artist/profile": ARTISTS,
  "PUT /api/artist/profile": ARTISTS,
  "PUT /api/artist/social-links": ARTISTS,
  "GET /api/uploads/mine": ARTISTS,
  "POST /api/uploads": ARTISTS,
  "POST /api/uploads/:id/metadata": ARTISTS,
  "POST /api/uploads/:id/mint": ARTISTS,
  "PUT /api/uploads/:id/preview": ARTISTS,
  "GET /api/studio/drafts": ARTISTS,
  "POST /api/studio/drafts": ARTISTS,
  "DELETE /api/studio/drafts/:id": ARTISTS,
  "GET /api/artists": EVERYONE,
  "GET /api/storefront": ARTISTS,
  "GET /api/artists/:username": EVERYONE,
  "GET /api/artists/by-wallet/:address": EVERYONE,
  "GET /api/cart": SIGNED_IN,
  "POST /api/cart/items": SIGNED_IN,
  "DELETE /api/cart/items/:listingId": SIGNED_IN,
  "POST /api/orders": SIGNED_IN,
  "GET /api/orders": SIGNED_IN,
  "POST /api/orders/:id/confirm": SIGNED_IN,
  "GET /api/token/price": EVERYONE,
  "POST /api/dev/faucet": SIGNED_IN,
  "POST /api/dev/demo-account": EVERYONE,
  "PUT /api/artists/:username/follow": SIGNED_IN,
  "DELETE /api/artists/:username/follow": SIGNED_IN,
  "POST /api/plays": EVERYONE,
  "GET /api/artist/stats": ARTISTS,
  "GET /api/artist/products": ARTISTS,
  "POST /api/artist/products": ARTISTS,
  "PATCH /api/artist/products/:id": ARTISTS,
  "GET /api/artists/:username/products": EVERYONE,
  "GET /api/artist/store/orders": ARTISTS,
  "POST /api/artist/store/orders/:orderId/ship": ARTISTS,
  "GET /api/artists/:username/follow": SIGNED_IN,
  "GET /api/artist/followers": ARTISTS,
  "GET /api/seller/revenue": SELLERS,
  "GET /api/seller/listings": SELLERS,
  "GET /api/radio/tracks": EVERYONE,
  "GET /api/artist/books": ARTISTS,
  "POST /api/artist/books": ARTISTS,
  "PUT /api/artist/books/:id": ARTISTS,
  "GET /api/admin/reviews": ADMINS,
  "POST /api/admin/reviews/:id": ADMINS,
  "GET /api/tiers/me": SIGNED_IN,
  "POST /api/tiers/subscriptions": SIGNED_IN,
  "POST /api/artist/publishing/unlock": ARTISTS,
  // Open at the door because a signed link needs no cookie; the content module answers a visitor
  // without one 401 and whoever may not open the file 403 (modules/content).
  "GET /api/content/:cid": EVERYONE,
  "POST /api/content/:cid/link": SIGNED_IN,
  "GET /api/shows": EVERYONE,
  "GET /api/shows/events": EVERYONE,
  "GET /api/shows/:id": EVERYONE,
  "GET /api/shows/:id/calendar.ics": EVERYONE,
  // Artists and the privileged wallet; the module then lets only a show's owner change it.
  "POST /api/shows": ARTISTS,
  "PATCH /api/shows/:id": ARTISTS,
  // The show's owner names its door staff; the module refuses other artists (decision 0034).
  "GET /api/shows/:id/verifiers": ARTISTS,
  "PUT /api/shows/:id/verifiers": ARTISTS,
  // Door staff may be any account the owner named: the module refuses whoever is not (not_door_staff).
  "POST /api/shows/:id/check-ins": SIGNED_IN,
  "GET /api/shows/:id/check-ins": SIGNED_IN,
  // A show's tickets (decision 0035): the owner mints and sees sales; any signed-in wallet lists what it holds.
  "GET /api/shows/mine/tickets": SIGNED_IN,
  "POST /api/shows/:id/tickets": ARTISTS,
  "POST /api/shows/:id/tickets/confirm": ARTISTS,
  "GET /api/shows/:id/tickets": ARTISTS,
  // Open at the door: a free show's stream is public; the module answers a visitor 401 and a
  // non-holder 403 for a ticketed one, and a signed link to the stream needs no cookie.
  "GET /api/shows/:id/watch": EVERYONE,
  "GET /api/shows/:id/stream": EVERYONE,
  "POST /api/shows/:id/files": ARTISTS,
  // The module then opens them to the show's artist and its current ticket holders only.
  "GET /api/shows/:id/files": SIGNED_IN,
  // Any account with a wallet registers its works; the module shows each registration to its
  // registrant only (admins read one whose filing is under review).
  "POST /api/copyright/registrations": SIGNED_IN,
  "GET /api/copyright/registrations": SIGNED_IN,
  "GET /api/copyright/registrations/:id": SIGNED_IN,
  "POST /api/copyright/registrations/:id/confirm": SIGNED_IN,
  "POST /api/copyright/registrations/:id/filing": SIGNED_IN,
  "GET /api/copyright/registrations/:id/certificate": SIGNED_IN,
  "GET /api/copyright/registrations/:id/certificate.pdf": SIGNED_IN,
  "GET /api/copyright/registrations/:id/package.pdf": SIGNED_IN,
  "GET /api/copyright/verify/:sha256": EVERYONE,
  "POST /api/honeybank/accounts": SIGNED_IN,
  "GET /api/honeybank/account": SIGNED_IN,
  "GET /api/honeybank/ledger": SIGNED_IN,
  "GET /api/honeybank/analytics": SIGNED_IN,
  "POST /api/honeybank/exchange/quotes": SIGNED_IN,
  "POST /api/honeybank/exchange": SIGNED_IN,
  "POST /api/honeybank/metals/quotes": SIGNED_IN,
  "POST /api/honeybank/metals/orders": SIGNED_IN,
};

let t: TestApp;
const cookies = new Map<Principal, string>();

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_WALLETS: wallet(33).address, PRIVILEGED_WALLETS: wallet(34).address } });
  for (const p of PRINCIPALS) if (p.account && p.role) cookies.set(p.name, (await signInWithWallet(t, p.account, p.role)).cookie);
});
afterAll(() => t.close());

const errorMessageOf = async (res: Response) => ((await res.clone().json()) as ApiErrorBody).error.message;

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
    const keys = registeredRoutes()
      .map((r) => routeKey(r.method, r.path))
      .sort();
    expect(keys).toEqual(Object.keys(API_ACCESS).sort());
    expect(keys).toEqual(Object.keys(EXPECTED).sort());
  });

  // Logout ends the viewer's session, so it goes last.
  const routes = () => registeredRoutes().sort((a, b) => Number(a.path.endsWith("/logout")) - Number(b.path.endsWith("/logout")));

  for (const p of PRINCIPALS) {
    it(`lets the ${p.name} call exactly the routes meant for them`, async () => {
      for (const route of routes()) {
        const key = routeKey(route.method, route.path);
        const cookie = cookies.get(p.name);
        const res = await t.request(concretePath(route.path), {
          method: route.method,
          headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          ...(route.method === "GET" ? {} : { body: "{}" }),
        });
        // The live-show event stream never ends by itself: its status is the answer.
        if (res.headers.get("content-type")?.startsWith("text/event-stream")) await res.body?.cancel();
        const label = `${key} as ${p.name} → ${res.status}`;
        // Let through the door: no 401, and no 403 of the door's own. A module may still refuse what
        // it is asked with its own 403 (a storage kind this role may not store, with its reason).
        const doorRefused = res.status === 401 || (res.status === 403 && (await errorMessageOf(res)) === NO_ACCESS);
        if (EXPECTED[key]?.includes(p.name)) expect(doorRefused, label).toBe(false);
        else expect(res.status, label).toBe(p.name === "anonymous" ? 401 : 403);
      }
    });
  }
});
