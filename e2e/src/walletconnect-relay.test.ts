import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { frameText, startWalletConnectRelay, type WalletConnectRelay } from "./walletconnect-relay.ts";

type Payload = Record<string, unknown>;

/** A bare JSON-RPC client: what the SDK's socket does, minus the SDK. */
interface TestClient {
  request(method: string, params?: unknown): Promise<Payload>;
  sendRaw(text: string): Promise<Payload>;
  /** The irn_subscription requests received so far. */
  deliveries: Payload[];
  waitForDeliveries(count: number): Promise<Payload[]>;
  close(): void;
}

const WAIT_MS = 2_000;

async function connect(url: string): Promise<TestClient> {
  // Clients add auth and project query parameters; the relay must not care.
  const socket = new WebSocket(`${url}/?auth=x.y.z&projectId=e2e&ua=test`);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  const deliveries: Payload[] = [];
  const responses: Payload[] = [];
  let wake = (): void => undefined;
  socket.on("message", (data) => {
    const payload = JSON.parse(frameText(data)) as Payload;
    if (payload.method === "irn_subscription") {
      deliveries.push(payload);
      socket.send(JSON.stringify({ id: payload.id, jsonrpc: "2.0", result: true }));
    } else responses.push(payload);
    wake();
  });
  const waitUntil = async <T>(read: () => T | undefined, what: string): Promise<T> => {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const value = read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  let nextId = 0;
  const response = (id: unknown): Promise<Payload> =>
    waitUntil(
      () => {
        const index = responses.findIndex((payload) => payload.id === id);
        return index === -1 ? undefined : responses.splice(index, 1)[0];
      },
      `the answer to ${String(id)}`,
    );
  return {
    deliveries,
    request(method, params) {
      const id = `${++nextId}`;
      socket.send(JSON.stringify({ id, jsonrpc: "2.0", method, params }));
      return response(id);
    },
    sendRaw(text) {
      socket.send(text);
      return response(null);
    },
    waitForDeliveries: (count) => waitUntil(() => (deliveries.length >= count ? deliveries : undefined), `${count} deliveries`),
    close: () => socket.close(),
  };
}

function deliveredData(delivery: Payload | undefined): Payload {
  const params = delivery?.params as { data: Payload } | undefined;
  if (!params) throw new Error("No delivery");
  return params.data;
}

/** Gives the relay a moment to (wrongly) deliver something, for assertions that nothing came. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 100));
}

describe("startWalletConnectRelay", () => {
  let relay: WalletConnectRelay;
  const clients: TestClient[] = [];
  const client = async (): Promise<TestClient> => {
    const created = await connect(relay.url);
    clients.push(created);
    return created;
  };

  beforeEach(async () => {
    relay = await startWalletConnectRelay();
  });

  afterEach(async () => {
    for (const created of clients.splice(0)) created.close();
    await relay.close();
  });

  it("listens on loopback", () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
  });

  it("delivers a publish to a subscriber of the topic, but not back to the publisher", async () => {
    const [wallet, dapp] = [await client(), await client()];
    const subscribed = await wallet.request("irn_subscribe", { topic: "t1" });
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/);
    await dapp.request("irn_subscribe", { topic: "t1" });

    expect((await dapp.request("irn_publish", { topic: "t1", message: "hello", ttl: 300, tag: 1108, prompt: false })).result).toBe(true);

    const [delivery] = await wallet.waitForDeliveries(1);
    expect(delivery?.params).toMatchObject({ id: subscribed.result, data: { topic: "t1", message: "hello", tag: 1108 } });
    expect(deliveredData(delivery).publishedAt).toEqual(expect.any(Number));
    await settle();
    expect(dapp.deliveries).toEqual([]);
    expect(relay.published).toMatchObject([{ topic: "t1", method: "irn_publish", message: "hello" }]);
  });

  it("keeps a message published before anyone subscribed, and delivers it once", async () => {
    const [publisher, late] = [await client(), await client()];
    await publisher.request("irn_publish", { topic: "mailbox", message: "waiting", ttl: 300 });

    await late.request("irn_subscribe", { topic: "mailbox" });
    await late.waitForDeliveries(1);
    await late.request("irn_batchSubscribe", { topics: ["mailbox", "other"] });
    await settle();

    expect(late.deliveries.map(deliveredData)).toMatchObject([{ topic: "mailbox", message: "waiting" }]);
  });

  it("stops delivering after unsubscribe", async () => {
    const [publisher, listener] = [await client(), await client()];
    await listener.request("irn_batchSubscribe", { topics: ["a", "b"] });
    expect((await listener.request("irn_unsubscribe", { topic: "a", id: "x" })).result).toBe(true);
    expect((await listener.request("irn_batchUnsubscribe", { subscriptions: [{ topic: "b", id: "y" }] })).result).toBe(true);

    await publisher.request("irn_batchPublish", {
      messages: [
        { topic: "a", message: "1", ttl: 300 },
        { topic: "b", message: "2", ttl: 300 },
      ],
    });
    await settle();

    expect(listener.deliveries).toEqual([]);
  });

  it("fans a session proposal out on the pairing topic and subscribes the proposer to it", async () => {
    const [dapp, wallet] = [await client(), await client()];
    const proposal = { pairingTopic: "pairing", sessionProposal: "proposal", ttl: 300, correlationId: 7 };
    expect((await dapp.request("wc_proposeSession", proposal)).result).toBe(true);

    await wallet.request("irn_subscribe", { topic: "pairing" });
    expect(deliveredData((await wallet.waitForDeliveries(1))[0])).toMatchObject({ topic: "pairing", message: "proposal", tag: 1100 });

    // The proposer never sent irn_subscribe for the pairing topic, yet hears the wallet on it.
    await wallet.request("irn_publish", { topic: "pairing", message: "reply", ttl: 300 });
    expect(deliveredData((await dapp.waitForDeliveries(1))[0])).toMatchObject({ topic: "pairing", message: "reply" });
  });

  it("fans a session approval out on the pairing and session topics and subscribes the approver to the session", async () => {
    const [dapp, wallet] = [await client(), await client()];
    await dapp.request("irn_subscribe", { topic: "pairing" });
    const approval = {
      sessionTopic: "session",
      pairingTopic: "pairing",
      sessionProposalResponse: "response",
      sessionSettlementRequest: "settle",
      ttl: 300,
    };
    expect((await wallet.request("wc_approveSession", approval)).result).toBe(true);

    expect(deliveredData((await dapp.waitForDeliveries(1))[0])).toMatchObject({ topic: "pairing", message: "response", tag: 1101 });
    // The dapp subscribes to the session topic only after reading the response: the settle request waited.
    await dapp.request("irn_subscribe", { topic: "session" });
    expect(deliveredData((await dapp.waitForDeliveries(2))[1])).toMatchObject({ topic: "session", message: "settle", tag: 1102 });

    await dapp.request("irn_publish", { topic: "session", message: "settled", ttl: 300 });
    expect(deliveredData((await wallet.waitForDeliveries(1))[0])).toMatchObject({ topic: "session", message: "settled" });
    expect(relay.published.map(({ topic, method }) => [topic, method])).toEqual([
      ["pairing", "wc_approveSession"],
      ["session", "wc_approveSession"],
      ["session", "irn_publish"],
    ]);
  });

  it("returns stored messages from irn_batchFetchMessages", async () => {
    const publisher = await client();
    await publisher.request("irn_publish", { topic: "a", message: "1", ttl: 300, attestation: "jwt" });
    await publisher.request("irn_publish", { topic: "b", message: "2", ttl: 300 });

    const fetched = await publisher.request("irn_batchFetchMessages", { topics: ["a"] });

    expect(fetched.result).toEqual({
      messages: [{ topic: "a", message: "1", publishedAt: expect.any(Number) as unknown, tag: 0, attestation: "jwt" }],
      hasMore: false,
    });
  });

  it("answers an unknown method with -32601 and bad params with -32602", async () => {
    const dapp = await client();
    expect((await dapp.request("irn_teleport", {})).error).toMatchObject({ code: -32601 });
    expect((await dapp.request("irn_publish", { topic: "t" })).error).toMatchObject({ code: -32602 });
  });

  it("answers malformed JSON with -32700 and keeps serving the socket", async () => {
    const dapp = await client();
    expect((await dapp.sendRaw("{not json")).error).toMatchObject({ code: -32700 });
    expect((await dapp.request("irn_subscribe", { topic: "still-here" })).result).toEqual(expect.any(String));
  });
});
