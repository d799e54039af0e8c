import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHttpClient, HttpRequestError, retryAfterMs, type HttpClientOptions } from "./http-client.ts";

// A real HTTP server on loopback: the client is tested through real sockets, not a mocked fetch.
const PORT = 8720;
const base = `http://127.0.0.1:${PORT}`;

type Reply = (req: IncomingMessage, res: ServerResponse) => void;
let replies: Reply[] = [];
let seen: { method: string; url: string }[] = [];
let server: Server;

const send =
  (status: number, body = "{}", headers: Record<string, string> = {}): Reply =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "application/json", ...headers }).end(body);
  };
/** Never answers, as a service that hangs; the socket is closed when the server closes. */
const hang: Reply = () => undefined;
/** Drops the connection without an answer. */
const drop: Reply = (req) => req.socket.destroy();

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? "", url: req.url ?? "" });
    const reply = replies.shift() ?? send(200, '{"ok":true}');
    reply(req, res);
  });
  await new Promise<void>((resolve) => server.listen(PORT, "127.0.0.1", resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  replies = [];
  seen = [];
});

const waits: number[] = [];
function client(options: HttpClientOptions = {}) {
  waits.length = 0;
  return createHttpClient({
    timeoutMs: 300,
    retries: 2,
    baseDelayMs: 100,
    maxDelayMs: 1_000,
    // The back-off's upper bound, and no real waiting: the waits are read back instead.
    random: () => 0.999,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    ...options,
  });
}

describe("the outbound HTTP client", () => {
  it("answers a success at once", async () => {
    const res = await client().request(`${base}/ok`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
  });

  it("retries a GET on 503 and 429 with a doubling back-off, then answers the success", async () => {
    replies = [send(503), send(429), send(200, '{"third":true}')];
    const res = await client().request(`${base}/flaky`);
    expect(await res.json()).toEqual({ third: true });
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([99, 199]);
  });

  it("waits what Retry-After asks for", async () => {
    replies = [send(429, "{}", { "retry-after": "1" }), send(200)];
    await client().request(`${base}/slow-down`);
    expect(waits).toEqual([1000]);
  });

  it("gives up with the service's answer when Retry-After asks for longer than it would wait", async () => {
    replies = [send(503, "{}", { "retry-after": "120" })];
    const res = await client().request(`${base}/maintenance`);
    expect(res.status).toBe(503);
    expect(seen).toHaveLength(1);
  });

  it("stops after the bounded number of attempts and hands back the last answer", async () => {
    replies = [send(502), send(502), send(502), send(200)];
    const res = await client().request(`${base}/down`);
    expect(res.status).toBe(502);
    expect(seen).toHaveLength(3);
  });

  it("does not retry an answer that will not change (404, 501)", async () => {
    replies = [send(404)];
    expect((await client().request(`${base}/missing`)).status).toBe(404);
    replies = [send(501)];
    expect((await client().request(`${base}/never`)).status).toBe(501);
    expect(seen).toHaveLength(2);
  });

  it("never repeats a POST, even on 503", async () => {
    replies = [send(503), send(200)];
    const res = await client().request(`${base}/write`, { method: "POST", body: "{}" });
    expect(res.status).toBe(503);
    expect(seen).toEqual([{ method: "POST", url: "/write" }]);
  });

  it("repeats a POST that carries an Idempotency-Key", async () => {
    replies = [send(503), send(201)];
    const res = await client().request(`${base}/write`, { method: "POST", body: "{}", headers: { "Idempotency-Key": "order-1" } });
    expect(res.status).toBe(201);
    expect(seen).toHaveLength(2);
  });

  it("times out a hanging service, retries it, and reports a timeout", async () => {
    replies = [hang, hang, hang];
    const started = Date.now();
    const failure = await client({ timeoutMs: 150 })
      .request(`${base}/hang`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpRequestError);
    expect(failure).toMatchObject({ kind: "timeout" });
    expect(seen).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("recovers from a dropped connection, and reports a network failure when it persists", async () => {
    replies = [drop, send(200, '{"back":true}')];
    expect(await (await client().request(`${base}/drop`)).json()).toEqual({ back: true });
    replies = [drop, drop, drop];
    await expect(client().request(`${base}/drop`)).rejects.toMatchObject({ kind: "network" });
  });

  it("stops at once when the caller aborts", async () => {
    replies = [hang];
    const controller = new AbortController();
    const pending = client({ timeoutMs: 5_000 }).request(`${base}/hang`, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("caller left")), 50);
    await expect(pending).rejects.toThrow("caller left");
    expect(seen).toHaveLength(1);
  });
});

describe("Retry-After", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("3")).toBe(3000);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5000);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
