import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { follows } from "@wbe3/db";
import { REQUEST_ERROR, type Product } from "@wbe3/domain";
import { apiCaller, errorOf } from "../test/api-call.ts";
import { signInWithWallet, testAccount } from "../test/auth-helpers.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// Sign-ins only (nothing on chain): the accounts may be shared with other files.
let t: TestApp;
const call = apiCaller(() => t);
let artist: string;
let fan: string;
let product: Product;
const links = { instagram: "https://instagram.com/json.only", youtube: "", facebook: "", tiktok: "" };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  artist = (await signInWithWallet(t, testAccount(32), "artist")).cookie;
  fan = (await signInWithWallet(t, testAccount(33), "fan")).cookie;
  expect((await call(artist, "PUT", "/api/artist/profile", { username: "json.only", name: "Json Only" })).status).toBe(200);
  expect((await call(artist, "PUT", "/api/artist/social-links", links)).status).toBe(200);
  const created = await call(artist, "POST", "/api/artist/products", { name: "Poster", price: "2" });
  expect(created.status).toBe(201);
  product = created.body as Product;
});
afterAll(() => t.close());

const refused = { code: "unsupported_media_type", reason: "json_required", message: REQUEST_ERROR.jsonRequired };

/** The same fields as a browser form would post them, and as plain text. */
const nonJsonBodies = (fields: Record<string, string>) => [
  { "content-type": "text/plain;charset=UTF-8", body: JSON.stringify(fields) },
  { "content-type": "application/x-www-form-urlencoded", body: new URLSearchParams(fields).toString() },
  { "content-type": "multipart/form-data; boundary=x", body: `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nX\r\n--x--\r\n` },
];

async function send(cookie: string, method: string, path: string, contentType: string, body: string) {
  const res = await t.request(path, { method, headers: { cookie, "content-type": contentType }, body });
  const answer: unknown = await res.json();
  return { status: res.status, body: answer };
}

describe("a JSON endpoint sent another content type", () => {
  it("answers 415 to a PATCH of a product and changes nothing", async () => {
    for (const { "content-type": type, body } of nonJsonBodies({ name: "Renamed", status: "hidden" })) {
      const answer = await send(artist, "PATCH", `/api/artist/products/${product.id}`, type, body);
      expect({ type, status: answer.status, error: errorOf(answer) }).toEqual({ type, status: 415, error: refused });
    }
    const { products } = (await call(artist, "GET", "/api/artist/products")).body as { products: Product[] };
    expect(products).toEqual([product]);
  });

  it("answers 415 to social links, which an empty object would have cleared", async () => {
    for (const { "content-type": type, body } of nonJsonBodies({ instagram: "" })) {
      expect((await send(artist, "PUT", "/api/artist/social-links", type, body)).status).toBe(415);
    }
    const { profile } = (await call(artist, "GET", "/api/artist/profile")).body as { profile: { socialLinks: { instagram: string } } };
    expect(profile.socialLinks.instagram).toBe(links.instagram);
  });

  it("answers 415 to an endpoint without a body (follow) sent a body of another type", async () => {
    for (const { "content-type": type, body } of nonJsonBodies({})) {
      expect((await send(fan, "PUT", "/api/artists/json.only/follow", type, body)).status).toBe(415);
    }
    expect(await t.db.select().from(follows)).toEqual([]);
  });

  it("answers 415 to a body without a content type", async () => {
    const res = await t.request("/api/artists/json.only/follow", {
      method: "PUT",
      headers: { cookie: fan },
      body: new Uint8Array([123, 125]),
    });
    expect(res.status).toBe(415);
    expect(await t.db.select().from(follows)).toEqual([]);
  });
});

describe("a JSON endpoint still takes", () => {
  it("a request with neither a body nor a content type, where the body is optional or absent", async () => {
    const follow = await t.request("/api/artists/json.only/follow", { method: "PUT", headers: { cookie: fan } });
    expect(follow.status).toBe(200);
    const patch = await t.request(`/api/artist/products/${product.id}`, { method: "PATCH", headers: { cookie: artist } });
    expect(patch.status).toBe(200);
    // A required body is still required: the schema, not the content type, refuses it.
    const create = await t.request("/api/artist/products", { method: "POST", headers: { cookie: artist } });
    expect({ status: create.status, reason: errorOf({ status: 400, body: await create.json() }).reason }).toEqual({
      status: 400,
      reason: "invalid_input",
    });
  });

  it("JSON as the web client sends it, also with a charset or a +json type", async () => {
    for (const type of ["application/json", "application/json; charset=utf-8", "application/merge-patch+json"]) {
      expect((await send(artist, "PATCH", `/api/artist/products/${product.id}`, type, JSON.stringify({ name: "Poster" }))).status).toBe(
        200,
      );
    }
  });
});
