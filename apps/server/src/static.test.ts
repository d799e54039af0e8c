import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { webAppRoutes } from "./static.ts";

const dist = mkdtempSync(path.join(tmpdir(), "wbe3-static-"));
const script = Buffer.from(`export const greeting = "${"hello ".repeat(400)}";\n`);
mkdirSync(path.join(dist, "assets"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>WBE3</title>");
writeFileSync(path.join(dist, "assets", "app-1a2b3c.js"), script);
writeFileSync(path.join(dist, "assets", "app-1a2b3c.js.br"), brotliCompressSync(script));
writeFileSync(path.join(dist, "assets", "app-1a2b3c.js.gz"), gzipSync(script));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = webAppRoutes(dist);
const get = (url: string, acceptEncoding?: string) =>
  app.request(url, acceptEncoding ? { headers: { "accept-encoding": acceptEncoding } } : {});

describe("the built web app", () => {
  it("sends the build's Brotli copy of an asset to a browser that accepts it, cached for good", async () => {
    const res = await get("/assets/app-1a2b3c.js", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).equals(script)).toBe(true);
  });

  it("falls back to gzip, then to the plain file", async () => {
    expect((await get("/assets/app-1a2b3c.js", "gzip")).headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/assets/app-1a2b3c.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(script)).toBe(true);
  });

  it("answers client routes with index.html, never cached", async () => {
    const res = await get("/marketplace");
    expect(await res.text()).toContain("<title>WBE3</title>");
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });
});
