import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storedFiles } from "@wbe3/db";
import { REQUEST_ERROR, UPLOAD_MAX_BYTES, bodyTooLarge, isApiErrorBody, type ReadErrorBody } from "@wbe3/domain";
import { createHttpServer, jsonErrorResponse, listen, UNREAD_BODY_DRAIN } from "./http-server.ts";
import { createLogger } from "./lib/logger.ts";
import { JSON_BODY_RULE } from "./middleware/request-body.ts";
import { signInWithWallet, testAccount } from "./test/auth-helpers.ts";
import { wavBytes } from "./test/file-fixtures.ts";
import { chunkedBody, rawRequest, type RawResponse } from "./test/raw-http.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

// Crashes from request streams only show over a real socket: these tests talk to the real
// HTTP server with raw bytes, then check the server still answers and kept nothing.
let t: TestApp;
let server: Server;
let port: number;
let artist: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  artist = (await signInWithWallet(t, testAccount(31), "artist")).cookie;
  server = await listen(createHttpServer(t.app.fetch, { logger: createLogger("silent"), unreadBodyDrain: DRAIN }), 0, "127.0.0.1");
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const MIB = 1024 * 1024;

/**
 * What the kernel's socket buffers may hold on loopback once the server stops reading: the largest
 * receive buffer plus the largest send buffer (Linux autotunes them up to these maxima; 32 MiB of
 * receive buffer is common). 16 MiB where the settings cannot be read.
 */
function socketBufferBytes(): number {
  const maxOf = (name: string) => Number(readFileSync(`/proc/sys/net/ipv4/${name}`, "utf8").trim().split(/\s+/).at(-1));
  try {
    const total = maxOf("tcp_rmem") + maxOf("tcp_wmem");
    return Number.isFinite(total) ? total : 16 * MIB;
  } catch {
    return 16 * MIB;
  }
}
// The real allowance, cut sooner: a client that sends on regardless is cut after a second.
const DRAIN = { ...UNREAD_BODY_DRAIN, maxMs: 1_000 };
const BOUNDARY = "----wbe3-raw";

function head(method: string, target: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ Host: "localhost", Connection: "close", ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${target} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}

function errorOf(res: RawResponse): ReadErrorBody["error"] {
  const body: unknown = JSON.parse(res.body);
  if (!isApiErrorBody(body)) throw new Error(`not the error shape: ${res.body}`);
  return body.error;
}

/** The server still answers, and nothing of a refused upload was kept. */
async function stillServingAndNothingKept() {
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  expect(await t.db.select().from(storedFiles)).toEqual([]);
  const incoming = path.join(t.dataDir, "blobs", ".incoming");
  expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
}

/** A complete HTTP body holding a form whose file part never ends (no closing boundary). */
function formCutInsideFile(category: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="category"\r\n\r\n${category}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cut.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
    wavBytes(4000),
  ]);
}

const upload = (body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  rawRequest(port, head("POST", "/api/files", { Cookie: artist, "Content-Type": contentType, "Content-Length": body.length }), body);

describe("requests that must not stop the server", () => {
  // In production an error nobody handles stops the process; here the test runner would catch
  // it, so each test watches for one itself.
  const escaped: unknown[] = [];
  const record = (err: unknown) => escaped.push(err);
  beforeEach(() => {
    process.on("uncaughtException", record);
  });
  afterEach(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off("uncaughtException", record);
    expect(escaped.splice(0)).toEqual([]);
  });

  it.each(["music", "boats"])("answers 400 to a form that ends inside the file part (category %s)", async (category) => {
    const res = await upload(formCutInsideFile(category));
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe("bad_request");
    await stillServingAndNothingKept();
  });

  it("answers 400 to multipart without a boundary", async () => {
    const res = await upload(formCutInsideFile("music"), "multipart/form-data");
    expect(res.status).toBe(400);
    expect(errorOf(res)).toEqual({ code: "bad_request", reason: "bad_request", message: REQUEST_ERROR.multipartRequired });
    await stillServingAndNothingKept();
  });

  it("answers what Node's parser refuses in the error shape", async () => {
    const huge = await rawRequest(port, head("GET", "/api/health", { "X-Filler": "x".repeat(32 * 1024) }));
    expect(huge.status).toBe(431);
    expect(errorOf(huge)).toEqual({ code: "headers_too_large", reason: "headers_too_large", message: REQUEST_ERROR.headersTooLarge });
    const garbled = await rawRequest(port, "GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n");
    expect(garbled.status).toBe(400);
    expect(errorOf(garbled)).toEqual({ code: "bad_request", reason: "bad_request", message: REQUEST_ERROR.malformed });
    const nulInHeader = await rawRequest(port, "GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-A: a\0b\r\n\r\n");
    expect(errorOf(nulInHeader).code).toBe("bad_request");
    await stillServingAndNothingKept();
  });
});

describe("bodies are bounded", () => {
  it("refuses a declared oversized body before reading it", async () => {
    // Only the head is sent: the answer cannot have waited for the 400 MiB.
    const json = await rawRequest(
      port,
      head("POST", "/api/auth/login", { "Content-Type": "application/json", "Content-Length": 400 * MIB }),
    );
    expect(json.status).toBe(413);
    expect(errorOf(json)).toEqual({
      code: "payload_too_large",
      reason: "payload_too_large",
      message: bodyTooLarge(JSON_BODY_RULE.maxBytes),
    });
    const file = await rawRequest(
      port,
      head("POST", "/api/files", {
        Cookie: artist,
        "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
        "Content-Length": 400 * MIB,
      }),
    );
    expect(file.status).toBe(413);
    expect(errorOf(file).code).toBe("payload_too_large");
    expect(Math.max(...Object.values(UPLOAD_MAX_BYTES))).toBeLessThan(400 * MIB);
    await stillServingAndNothingKept();
  });

  it.each([
    ["to a JSON route", "/api/auth/login", "application/json", 413, "payload_too_large"],
    ["to the upload route", "/api/files", `multipart/form-data; boundary=${BOUNDARY}`, 401, "unauthorized"],
  ])("streams a 400 MiB anonymous body %s without the server's memory growing", async (_, target, contentType, status, code) => {
    global.gc?.();
    const before = process.memoryUsage();
    // Keep-alive asked for: the server itself must choose to close rather than read on.
    const res = await rawRequest(
      port,
      head("POST", target, { "Content-Type": contentType, "Transfer-Encoding": "chunked", Connection: "keep-alive" }),
      chunkedBody(400 * MIB),
    );
    const after = process.memoryUsage();
    expect(res.status).toBe(status);
    expect(errorOf(res).code).toBe(code);
    expect(res.headers.connection).toBe("close");
    // The client stopped at the close: what got through is what socket buffers hold.
    expect(res.bytesSent).toBeLessThan(16 * MIB);
    expect(after.rss - before.rss).toBeLessThan(64 * MIB);
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(64 * MIB);
    await stillServingAndNothingKept();
  });
});

describe("a client that sends on after the answer closed the connection", () => {
  it("has at most the drain's allowance read, and is cut after its time", async () => {
    global.gc?.();
    const before = process.memoryUsage();
    const startedAt = Date.now();
    const res = await rawRequest(
      port,
      head("POST", "/api/files", { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, "Transfer-Encoding": "chunked" }),
      chunkedBody(400 * MIB),
      { sendsOn: true },
    );
    const after = process.memoryUsage();
    expect(res.status).toBe(401);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(DRAIN.maxMs);
    // The allowance (counted roughly) and what the kernel's socket buffers hold, not the process:
    // its memory is bounded below.
    expect(res.bytesSent).toBeLessThan(DRAIN.maxBytes + socketBufferBytes());
    expect(after.rss - before.rss).toBeLessThan(64 * MIB);
    await stillServingAndNothingKept();
  });
});

describe("answers made outside the app", () => {
  it("are in the error shape, like the 503 sent while the server is still starting", async () => {
    const res = jsonErrorResponse("unavailable", REQUEST_ERROR.starting);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { code: "unavailable", reason: "unavailable", message: REQUEST_ERROR.starting } });
  });
});
