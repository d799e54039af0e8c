import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHttpClient } from "../http/http-client.ts";
import { geckoTerminalPrice } from "./geckoterminal.ts";

// GeckoTerminal's answers in the shape its API documents (simple token price, an unknown token,
// its rate-limit body), served by a real HTTP server on loopback.
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "__fixtures__", name), "utf8");
const PRICED = fixture("geckoterminal-token-price.json");
const UNKNOWN = fixture("geckoterminal-unknown-token.json");
const RATE_LIMITED = fixture("geckoterminal-rate-limited.json");

const PORT = 8721;
const TOKEN = "0x4200000000000000000000000000000000000B3E";

interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
  /** Hold the answer this long (longer than the client's timeout: a hanging service). */
  delayMs?: number;
}
let answers: Answer[] = [];
let requests: { url: string; accept: string | undefined }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? "", accept: req.headers.accept });
    const answer = answers.shift() ?? { status: 200, body: PRICED };
    const reply = () => {
      if (!res.destroyed) res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers }).end(answer.body);
    };
    if (answer.delayMs) setTimeout(reply, answer.delayMs);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(PORT, "127.0.0.1", resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  answers = [];
  requests = [];
});

const provider = () =>
  geckoTerminalPrice({
    apiUrl: `http://127.0.0.1:${PORT}/api/v2`,
    network: "base",
    tokenAddress: TOKEN,
    http: createHttpClient({ timeoutMs: 200, retries: 2, baseDelayMs: 10, maxDelayMs: 50 }),
  });

describe("GeckoTerminal token price client", () => {
  it("asks for the token's price on its network and reads it", async () => {
    await expect(provider().usdPrice()).resolves.toBe(0.00512873);
    expect(requests).toEqual([{ url: `/api/v2/simple/networks/base/token_price/${TOKEN}`, accept: "application/json" }]);
    expect(provider().source).toBe("geckoterminal");
  });

  it("retries a 503 and then reads the price", async () => {
    answers = [{ status: 503, body: "Service Unavailable" }];
    await expect(provider().usdPrice()).resolves.toBe(0.00512873);
    expect(requests).toHaveLength(2);
  });

  it("waits out a rate limit it is told about, then reads the price", async () => {
    answers = [{ status: 429, body: RATE_LIMITED, headers: { "retry-after": "0" } }];
    await expect(provider().usdPrice()).resolves.toBe(0.00512873);
    expect(requests).toHaveLength(2);
  });

  it("retries a service that does not answer in time", async () => {
    answers = [{ status: 200, body: PRICED, delayMs: 1_000 }];
    await expect(provider().usdPrice()).resolves.toBe(0.00512873);
    expect(requests).toHaveLength(2);
  });

  it("reports unavailable when every attempt times out, never a made-up price", async () => {
    answers = [0, 1, 2].map(() => ({ status: 200, body: PRICED, delayMs: 1_000 }));
    await expect(provider().usdPrice()).rejects.toMatchObject({
      code: "unavailable",
      message: "The token price service could not be reached.",
    });
    expect(requests).toHaveLength(3);
  });

  it("reports unavailable for a persistent error status, a token it does not know and an unreadable answer", async () => {
    answers = [0, 1, 2].map(() => ({ status: 503, body: "{}" }));
    await expect(provider().usdPrice()).rejects.toMatchObject({ code: "unavailable", message: "The token price service answered 503." });
    answers = [{ status: 200, body: UNKNOWN }];
    await expect(provider().usdPrice()).rejects.toMatchObject({ message: "The token price service has no price for WBE3." });
    answers = [{ status: 200, body: "<html>maintenance</html>" }];
    await expect(provider().usdPrice()).rejects.toMatchObject({ code: "unavailable" });
  });
});
