import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { brokenCharacters, PRODUCT_IMAGE_NOT_STORED, PRODUCT_IMAGE_NOT_YOURS, type Product, type StoredFile } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { formWith, PNG_1X1, wavBytes } from "../../test/file-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// What a product may show and be called: pictures stored here only if the artist sent them, and
// text without broken characters. Each artist is a fresh wallet that sends no transaction.
let t: TestApp;
const call = apiCaller(() => t);
let owner: string;
let other: string;
let ownImage: string;

async function artist(username: string): Promise<string> {
  const { cookie } = await signInWithWallet(t, privateKeyToAccount(generatePrivateKey()), "artist");
  const profile = await call(cookie, "PUT", "/api/artist/profile", { username, name: username });
  expect(profile.status).toBe(200);
  return cookie;
}

async function stored(cookie: string, bytes: Buffer, name: string, category: string): Promise<string> {
  const res = await t.request("/api/files", { method: "POST", headers: { cookie }, body: formWith(bytes, name, category) });
  expect(res.status).toBe(201);
  // The form names a stored picture by its gateway path (the product makes it public).
  return `/ipfs/${((await res.json()) as StoredFile).ipfsHash}`;
}

const products = async (cookie: string) => (await call(cookie, "GET", "/api/artist/products")).body as { products: Product[] };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await artist("picture.owner");
  other = await artist("picture.taker");
  ownImage = await stored(owner, PNG_1X1, "tee.png", "art");
});
afterAll(() => t.close());

describe("a product's picture stored here", () => {
  it("may be the artist's own upload", async () => {
    const answer = await call(owner, "POST", "/api/artist/products", { name: "Own Tee", price: "5", imageUrl: ownImage });
    expect(answer.status).toBe(201);
    expect((answer.body as Product).imageUrl).toBe(ownImage);
  });

  it("may not be another artist's upload, on create or on edit", async () => {
    const taken = await call(other, "POST", "/api/artist/products", { name: "Taken Tee", price: "5", imageUrl: ownImage });
    expect([taken.status, errorOf(taken)]).toEqual([
      403,
      { code: "forbidden", reason: "image_not_yours", message: PRODUCT_IMAGE_NOT_YOURS },
    ]);

    const plain = await call(other, "POST", "/api/artist/products", { name: "Plain Tee", price: "5" });
    expect(plain.status).toBe(201);
    const edit = await call(other, "PATCH", `/api/artist/products/${(plain.body as Product).id}`, { imageUrl: ownImage });
    expect([edit.status, errorOf(edit).reason]).toEqual([403, "image_not_yours"]);
    expect((await products(other)).products.map((product) => [product.name, product.imageUrl])).toEqual([["Plain Tee", null]]);
  });

  it("must be a stored image: an unknown CID or another kind of file is refused", async () => {
    const unknown = `/ipfs/bafkrei${"a".repeat(52)}`;
    const track = await stored(other, wavBytes(333), "song.wav", "music");
    for (const imageUrl of [unknown, track]) {
      const answer = await call(other, "POST", "/api/artist/products", { name: "No Picture", price: "5", imageUrl });
      expect([answer.status, errorOf(answer)], imageUrl).toEqual([
        400,
        { code: "bad_request", reason: "image_not_stored", message: PRODUCT_IMAGE_NOT_STORED },
      ]);
    }
  });
});

describe("text with a lone surrogate (half of an emoji)", () => {
  it("is refused as a product name with a clear message, not stored as U+FFFD", async () => {
    const answer = await call(owner, "POST", "/api/artist/products", { name: "\ud800", price: "5" });
    expect([answer.status, errorOf(answer).message]).toEqual([400, brokenCharacters("Name")]);
    expect((await products(owner)).products.map((product) => product.name)).not.toContain("\ufffd");
  });

  it("is refused in an artist's bio too", async () => {
    const answer = await call(owner, "PUT", "/api/artist/profile", { username: "picture.owner", name: "Owner", bio: "Hi \udc00" });
    expect([answer.status, errorOf(answer).message]).toEqual([400, brokenCharacters("About")]);
  });
});
