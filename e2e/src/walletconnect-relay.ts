import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import {
  frameText,
  INVALID_REQUEST,
  isObject,
  isString,
  jsonRpcId,
  listParam,
  METHOD_NOT_FOUND,
  numberParam,
  paramsOf,
  PARSE_ERROR,
  RelayRpcError,
  stringParam,
  type Params,
} from "./walletconnect-relay-rpc.ts";

// Still exported from here: the relay's tests read their frames with it.
export { frameText };

/**
 * A loopback stand-in for relay.walletconnect.org: the e2e suite has no internet, yet the real
 * WalletConnect SDK (in the page and in the Node "phone wallet") must pair and talk through a
 * relay. It speaks the JSON-RPC methods the SDK 2.25 calls, with the relay's mailbox semantics:
 * a message waits for a subscriber that has not seen it yet, until its TTL runs out.
 */

/** One message as a client published it, and the relay method it came through, for assertions. */
export interface RelayMessage {
  topic: string;
  /** The encrypted envelope, base64, exactly as the client sent it. */
  message: string;
  publishedAt: number;
  tag: number;
  attestation?: string;
  /** irn_publish, irn_batchPublish, wc_proposeSession or wc_approveSession. */
  method: string;
}

export interface WalletConnectRelay {
  /** ws://127.0.0.1:PORT; clients may add any path and query (auth, projectId, ua). */
  url: string;
  /** What clients published, oldest first (the newest MAX_STORED only). */
  published: readonly RelayMessage[];
  close(): Promise<void>;
}

interface StoredMessage extends RelayMessage {
  expiresAt: number;
  /** Sockets that hold the message already: the publisher and every socket it was delivered to. */
  seenBy: Set<Peer>;
}

interface Peer {
  readonly id: string;
  readonly socket: WebSocket;
  readonly topics: Set<string>;
}

const MAX_STORED = 1000;
/** The SDK tears a socket down after 35 s without a ping; a real relay pings every 30 s. */
const PING_INTERVAL_MS = 15_000;
const DEFAULT_TTL_SECONDS = 300;
/** Tags the real relay files the sign-protocol messages of wc_proposeSession / wc_approveSession under. */
const TAG = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const;

/** Like the real relay, an id the client can recompute: it is only echoed back in deliveries. */
function subscriptionId(topic: string, peer: Peer): string {
  return createHash("sha256")
    .update(topic + peer.id)
    .digest("hex");
}

function pushBounded<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MAX_STORED) list.splice(0, list.length - MAX_STORED);
}

class Relay {
  readonly published: RelayMessage[] = [];
  private readonly stored: StoredMessage[] = [];
  private readonly peers = new Set<Peer>();
  private nextPeer = 0;
  private nextDelivery = 0;

  connect(socket: WebSocket): void {
    const peer: Peer = { id: `peer-${++this.nextPeer}`, socket, topics: new Set() };
    this.peers.add(peer);
    socket.on("message", (data) => this.receive(peer, data));
    socket.on("close", () => this.peers.delete(peer));
    // A client that vanishes mid-frame must not take the relay (or the test run) down with it.
    socket.on("error", () => socket.terminate());
  }

  ping(): void {
    for (const { socket } of this.peers) if (socket.readyState === socket.OPEN) socket.ping();
  }

  private receive(peer: Peer, data: RawData): void {
    let payload: unknown;
    try {
      payload = JSON.parse(frameText(data));
    } catch {
      this.send(peer, { id: null, jsonrpc: "2.0", error: { code: PARSE_ERROR, message: "Parse error" } });
      return;
    }
    if (!isObject(payload)) {
      this.send(peer, { id: null, jsonrpc: "2.0", error: { code: INVALID_REQUEST, message: "Invalid request" } });
      return;
    }
    // A response is a client acknowledging a delivery; the mailbox already marked it as seen.
    if (!("method" in payload)) return;
    this.answer(peer, payload);
    this.deliverPending();
  }

  private answer(peer: Peer, request: Params): void {
    const id = jsonRpcId(request);
    try {
      const result = this.dispatch(peer, request);
      this.send(peer, { id, jsonrpc: "2.0", result });
    } catch (error) {
      const { code, message } = error instanceof RelayRpcError ? error : new RelayRpcError(-32603, String(error));
      this.send(peer, { id, jsonrpc: "2.0", error: { code, message } });
    }
  }

  private dispatch(peer: Peer, request: Params): unknown {
    const method = request.method;
    switch (method) {
      case "irn_subscribe":
        return this.subscribe(peer, stringParam(paramsOf(request), "topic"));
      case "irn_batchSubscribe":
        return listParam(paramsOf(request), "topics", isString).map((topic) => this.subscribe(peer, topic));
      case "irn_unsubscribe":
        peer.topics.delete(stringParam(paramsOf(request), "topic"));
        return true;
      case "irn_batchUnsubscribe":
        for (const item of listParam(paramsOf(request), "subscriptions", isObject)) peer.topics.delete(stringParam(item, "topic"));
        return true;
      case "irn_publish":
        this.publish(peer, paramsOf(request), method);
        return true;
      case "irn_batchPublish":
        for (const item of listParam(paramsOf(request), "messages", isObject)) this.publish(peer, item, method);
        return true;
      case "irn_batchFetchMessages":
        return { messages: this.fetch(listParam(paramsOf(request), "topics", isString)), hasMore: false };
      case "wc_proposeSession":
        this.proposeSession(peer, paramsOf(request));
        return true;
      case "wc_approveSession":
        this.approveSession(peer, paramsOf(request));
        return true;
      default:
        throw new RelayRpcError(METHOD_NOT_FOUND, `Method not found: ${String(method)}`);
    }
  }

  private subscribe(peer: Peer, topic: string): string {
    peer.topics.add(topic);
    return subscriptionId(topic, peer);
  }

  /**
   * The dapp never sends irn_subscribe for its new pairing topic (the SDK skips it): the relay
   * subscribes the proposer itself, so the wallet's answer reaches it.
   */
  private proposeSession(peer: Peer, params: Params): void {
    const pairingTopic = stringParam(params, "pairingTopic");
    const message = stringParam(params, "sessionProposal");
    this.subscribe(peer, pairingTopic);
    this.store(peer, { ...params, topic: pairingTopic, message, tag: TAG.sessionPropose }, "wc_proposeSession");
  }

  /** Likewise the approving wallet skips irn_subscribe for the new session topic. */
  private approveSession(peer: Peer, params: Params): void {
    const sessionTopic = stringParam(params, "sessionTopic");
    const pairingTopic = stringParam(params, "pairingTopic");
    const response = stringParam(params, "sessionProposalResponse");
    const settlement = stringParam(params, "sessionSettlementRequest");
    this.subscribe(peer, sessionTopic);
    this.store(peer, { ...params, topic: pairingTopic, message: response, tag: TAG.sessionProposeResponse }, "wc_approveSession");
    this.store(peer, { ...params, topic: sessionTopic, message: settlement, tag: TAG.sessionSettle }, "wc_approveSession");
  }

  private publish(peer: Peer, params: Params, method: string): void {
    this.store(peer, { ...params, topic: stringParam(params, "topic"), message: stringParam(params, "message") }, method);
  }

  private store(publisher: Peer, params: Params & { topic: string; message: string }, method: string): void {
    const { topic, message } = params;
    this.dropExpired();
    // The SDK republishes after a timeout; one copy is enough, and it dedupes on its side too.
    if (this.stored.some((stored) => stored.topic === topic && stored.message === message)) return;
    const publishedAt = Date.now();
    const record: RelayMessage = { topic, message, publishedAt, tag: numberParam(params, "tag", 0), method };
    if (typeof params.attestation === "string") record.attestation = params.attestation;
    pushBounded(this.published, record);
    const ttlSeconds = numberParam(params, "ttl", DEFAULT_TTL_SECONDS);
    pushBounded(this.stored, { ...record, expiresAt: publishedAt + ttlSeconds * 1000, seenBy: new Set([publisher]) });
  }

  private fetch(topics: readonly string[]): Omit<RelayMessage, "method">[] {
    this.dropExpired();
    const wanted = new Set(topics);
    return this.stored.filter(({ topic }) => wanted.has(topic)).map(subscriptionData);
  }

  /** Hands every subscriber the stored messages of its topics it has not seen, oldest first. */
  private deliverPending(): void {
    this.dropExpired();
    for (const stored of this.stored) {
      for (const peer of this.peers) {
        if (!peer.topics.has(stored.topic) || stored.seenBy.has(peer)) continue;
        stored.seenBy.add(peer);
        this.send(peer, {
          id: ++this.nextDelivery,
          jsonrpc: "2.0",
          method: "irn_subscription",
          params: { id: subscriptionId(stored.topic, peer), data: subscriptionData(stored) },
        });
      }
    }
  }

  private dropExpired(): void {
    const now = Date.now();
    const live = this.stored.filter(({ expiresAt }) => expiresAt > now);
    this.stored.splice(0, this.stored.length, ...live);
  }

  private send(peer: Peer, payload: Params): void {
    if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(JSON.stringify(payload));
  }
}

function subscriptionData(message: RelayMessage): Omit<RelayMessage, "method"> {
  const { topic, message: body, publishedAt, tag, attestation } = message;
  return attestation === undefined ? { topic, message: body, publishedAt, tag } : { topic, message: body, publishedAt, tag, attestation };
}

function listen(server: WebSocketServer): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.once("listening", () => resolve(server.address() as AddressInfo));
  });
}

/** Starts the relay on 127.0.0.1 with a free port; `close()` drops every socket and the port. */
export async function startWalletConnectRelay(): Promise<WalletConnectRelay> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  const { port } = await listen(server);
  const relay = new Relay();
  server.on("connection", (socket) => relay.connect(socket));
  const pinger = setInterval(() => relay.ping(), PING_INTERVAL_MS);
  pinger.unref();
  return {
    url: `ws://127.0.0.1:${port}`,
    published: relay.published,
    close: () => {
      clearInterval(pinger);
      for (const socket of server.clients) socket.terminate();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
