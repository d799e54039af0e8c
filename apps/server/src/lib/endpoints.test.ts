import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { AppDeps } from "../deps.ts";
import { handleError } from "../middleware/errors.ts";
import { endpointRoutes, type EndpointHandlers } from "./endpoints.ts";

// Only what the registrar reads: no endpoint below is rate limited.
function appWith(handlers: EndpointHandlers, nodeEnv: "test" | "production" = "test") {
  const deps = { env: { nodeEnv } } as unknown as AppDeps;
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.route("/", endpointRoutes(deps, handlers));
  return app;
}

const item = {
  id: "1",
  title: "Gold",
  artist: "Nova",
  type: "music",
  imageUrl: "/x.png",
  listingId: null,
  price: "1",
  description: "",
  trackCount: null,
  listenUrl: null,
};

describe("endpointRoutes", () => {
  it("registers the declared method and path only", async () => {
    const profile = {
      id: "1",
      username: "nova",
      name: "Nova",
      bio: "",
      avatarUrl: null,
      verified: false,
      walletAddress: null,
      appleMusicArtistId: null,
      socialLinks: { instagram: null, youtube: null, facebook: null, tiktok: null },
    };
    const app = appWith({ "PUT /api/artist/profile": () => ({ profile }) });
    const ok = await app.request("/api/artist/profile", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "nova", name: "Nova" }),
    });
    expect(ok.status).toBe(200);
    expect((await app.request("/api/artist/profile")).status).toBe(404);
  });

  it("validates params, query and body from the declaration before the handler runs", async () => {
    let calls = 0;
    const app = appWith({
      "GET /api/wallets/:address/nfts": () => {
        calls += 1;
        return { nfts: [], count: 0, error: null };
      },
      "GET /api/marketplace": () => {
        calls += 1;
        return { items: [], nextCursor: null };
      },
    });
    const badParam = await app.request("/api/wallets/nope/nfts");
    const badQuery = await app.request("/api/marketplace?limit=0");
    expect([badParam.status, badQuery.status]).toEqual([400, 400]);
    expect(calls).toBe(0);
  });

  it("hands the handler the schemas' output", async () => {
    const app = appWith({ "GET /api/wallets/:address/nfts": ({ params }) => ({ nfts: [], count: 0, error: params.address }) });
    const answer = await app.request("/api/wallets/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266/nfts");
    expect(((await answer.json()) as { error: string }).error).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
  });

  it("refuses, outside production, an answer that breaks its declaration or carries undeclared fields", async () => {
    const missing = appWith({ "GET /api/featured": () => ({ items: [{ ...item, price: 1 }] }) as never });
    const extra = appWith({ "GET /api/featured": () => ({ items: [{ ...item, passwordHash: "x" }] }) as never });
    for (const app of [missing, extra]) {
      const answer = await app.request("/api/featured");
      expect(answer.status).toBe(500);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/GET \/api\/featured/);
    }
    const right = await appWith({ "GET /api/featured": () => ({ items: [item] }) as never }).request("/api/featured");
    expect(right.status).toBe(200);
  });

  it("does not spend time checking answers in production", async () => {
    const app = appWith({ "GET /api/featured": () => ({ items: [], extra: true }) as never }, "production");
    expect((await app.request("/api/featured")).status).toBe(200);
  });
});
