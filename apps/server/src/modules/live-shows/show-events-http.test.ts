import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer, listen } from "../../http-server.ts";
import { createLogger } from "../../lib/logger.ts";
import { createdShow, signedIn } from "../../test/live-shows.ts";
import { sseReader } from "../../test/sse-reader.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/** The event stream over a real connection, as browsers and proxies hold it. */
let t: TestApp;
let server: Server;
let base: string;
let owner: string;

beforeAll(async () => {
  // One stream per client address, so a place given back shows at once.
  t = await createTestApp({ seed: false, env: { SHOW_EVENT_STREAMS_PER_ADDRESS: "1", SHOW_EVENTS_HEARTBEAT_MS: "50" } });
  server = await listen(createHttpServer(t.app.fetch, { logger: createLogger("silent") }), 0, "127.0.0.1");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  owner = (await signedIn(t, "artist")).cookie;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function openStream() {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/shows/events`, { signal: controller.signal });
  return { res, leave: () => controller.abort() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("GET /api/shows/events over HTTP", () => {
  it("streams events and heartbeats, and gives the place back when the client goes away", async () => {
    const first = await openStream();
    expect(first.res.status).toBe(200);
    const stream = sseReader(first.res);
    await stream.next((event) => event.comments.includes("heartbeat"), 2000);
    const show = await createdShow(t, owner);
    expect((await stream.next()).data).toMatchObject({ showId: show.id, status: "upcoming" });
    // The address's one place is taken.
    expect((await fetch(`${base}/api/shows/events`)).status).toBe(429);
    first.leave();
    await settle();
    const second = await openStream();
    expect(second.res.status).toBe(200);
    second.leave();
  });
});
