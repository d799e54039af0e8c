import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_RULE } from "./middleware/request-body.ts";
import { storedFiles } from "@wbe3/db";
import { bodyTooLarge, isApiErrorBody, KIB, MIB, UPLOAD_MAX_BYTES, type ReadErrorBody } from "@wbe3/domain";
import { createHttpServer, listen } from "./http-server.ts";
import { createLogger } from "./lib/logger.ts";
import { signInWithWallet, testAccount } from "./test/auth-helpers.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

// A refusal sent while the client is still sending its body must reach the client: a connection
// closed under a sending client is reset, and the reset can destroy the answer before the client
// read it (fetch then fails with EPIPE or ECONNRESET). The race needs the client in a thread of
// its own, as in real life: in the test's thread it only runs when the server's code yields.
let t: TestApp;
let server: Server;
let base: string;
let fan: string;
let artist: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  fan = (await signInWithWallet(t, testAccount(34), "fan")).cookie;
  artist = (await signInWithWallet(t, testAccount(35), "artist")).cookie;
  server = await listen(createHttpServer(t.app.fetch, { logger: createLogger("silent") }), 0, "127.0.0.1");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface FetchPlan {
  path: string;
  headers: Record<string, string>;
  /**
   * "stream": chunked, made by a generator as it is sent (after `prefix`); "buffer": one buffer
   * with its length declared.
   */
  body: { kind: "stream" | "buffer"; bytes: number; prefix?: string };
  times: number;
}
type Outcome = { status: number; body: string } | { failed: string };

// Plain JavaScript run in the worker (no TypeScript loader there). Each try is sequential.
const CLIENT = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, headers, body, times } = workerData;
function* chunks(bytes, prefix) {
  if (prefix) yield new TextEncoder().encode(prefix);
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk;
}
(async () => {
  const outcomes = [];
  for (let i = 0; i < times; i++) {
    const init = { method: "POST", headers };
    if (body.kind === "stream") Object.assign(init, { body: ReadableStream.from(chunks(body.bytes, body.prefix)), duplex: "half" });
    else init.body = new Uint8Array(body.bytes).fill(0x20);
    try {
      const res = await fetch(url, init);
      outcomes.push({ status: res.status, body: await res.text() });
    } catch (err) {
      outcomes.push({ failed: String(err.cause?.code ?? err.message) });
    }
  }
  parentPort.postMessage(outcomes);
})();
`;

/** Node's fetch from another thread, `times` in a row: what each try got. */
function fetchFromThread(plan: FetchPlan): Promise<Outcome[]> {
  const worker = new Worker(CLIENT, { eval: true, workerData: { ...plan, url: `${base}${plan.path}` } });
  return new Promise((resolve, reject) => {
    worker.once("message", (outcomes: Outcome[]) => {
      resolve(outcomes);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

/** Status and error of each try, or how it failed. */
const answers = (outcomes: Outcome[]) =>
  outcomes.map((outcome) => {
    if ("failed" in outcome) return outcome;
    const body: unknown = JSON.parse(outcome.body);
    return { status: outcome.status, error: isApiErrorBody(body) ? body.error : body };
  });
const refusal = (status: number, error: ReadErrorBody["error"]) => ({ status, error });

describe("a refusal answered while the client still sends its body", () => {
  it("reaches fetch: 413 for a 200 MiB chunked body to the RPC proxy", async () => {
    const outcomes = await fetchFromThread({
      path: "/api/rpc",
      headers: { "content-type": "application/json" },
      body: { kind: "stream", bytes: 200 * MIB },
      times: 5,
    });
    const tooLarge = refusal(413, { code: "payload_too_large", reason: "payload_too_large", message: bodyTooLarge(512 * KIB) });
    expect(answers(outcomes)).toEqual(Array(5).fill(tooLarge));
  });

  it("reaches fetch: 413 for a 20 MB JSON body, declared or chunked", async () => {
    const tooLarge = refusal(413, {
      code: "payload_too_large",
      reason: "payload_too_large",
      message: bodyTooLarge(JSON_BODY_RULE.maxBytes),
    });
    for (const kind of ["buffer", "stream"] as const) {
      const outcomes = await fetchFromThread({
        path: "/api/auth/login",
        headers: { "content-type": "application/json" },
        body: { kind, bytes: 20_000_000 },
        times: 5,
      });
      expect(answers(outcomes)).toEqual(Array(5).fill(tooLarge));
    }
  });

  it("reaches fetch: 401 to a visitor's and 403 to a fan's 50 MiB upload of music, refused before a byte is read", async () => {
    // A fan stores copyright works only: music, named in the query, is refused before the body.
    const upload = (headers: Record<string, string>) =>
      fetchFromThread({
        path: "/api/files?category=music",
        headers: { "content-type": "multipart/form-data; boundary=x", ...headers },
        body: { kind: "stream", bytes: 50 * MIB },
        times: 5,
      });
    const visitor = answers(await upload({}));
    const asFan = answers(await upload({ cookie: fan }));
    expect(visitor.map((answer) => ("status" in answer ? [answer.status, answer.error] : answer))).toEqual(
      Array(5).fill([401, expect.objectContaining({ code: "unauthorized" })]),
    );
    expect(asFan.map((answer) => ("status" in answer ? [answer.status, answer.error] : answer))).toEqual(
      Array(5).fill([403, expect.objectContaining({ code: "forbidden" })]),
    );
  });

  it("reaches fetch: 413 for an artist's file past its category's limit, refused while it streams", async () => {
    const prefix = `--x\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const outcomes = await fetchFromThread({
      path: "/api/files?category=art",
      headers: { "content-type": "multipart/form-data; boundary=x", cookie: artist },
      body: { kind: "stream", bytes: UPLOAD_MAX_BYTES.art + 10 * MIB, prefix },
      times: 3,
    });
    expect(answers(outcomes).map((answer) => ("status" in answer ? [answer.status, answer.error] : answer))).toEqual(
      Array(3).fill([413, expect.objectContaining({ code: "payload_too_large" })]),
    );
    expect(await t.db.select().from(storedFiles)).toEqual([]);
  });
});
