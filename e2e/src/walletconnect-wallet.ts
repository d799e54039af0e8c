import { randomUUID } from "node:crypto";
import { SignClient } from "@walletconnect/sign-client";
import { getSdkError } from "@walletconnect/utils";
import { WalletRpcError, type EmitWalletEvent, type WalletHandler } from "./wallet-handler.ts";

/**
 * The "phone wallet" of the e2e suite: a real WalletConnect SignClient in Node that scans the
 * page's `wc:` URI, approves the session, and answers each request through the same
 * WalletHandler (Anvil dev key, scripted refusals) the injected test wallet uses.
 */

export type SignClientInstance = InstanceType<typeof SignClient>;
type VerifyAttestation = Awaited<ReturnType<SignClientInstance["core"]["verify"]["resolve"]>>;

/**
 * The SDK's key-value storage contract, kept in a Map: in Node the SDK would otherwise write
 * files (unstorage's fs driver), and each test wants a wallet that forgets everything.
 * Values are kept by reference: the SDK reads storage back only when a client starts.
 */
export class MemoryKeyValueStorage {
  private readonly entries = new Map<string, unknown>();

  getKeys(): Promise<string[]> {
    return Promise.resolve([...this.entries.keys()]);
  }

  getEntries<T = unknown>(): Promise<[string, T][]> {
    return Promise.resolve([...this.entries.entries()].map(([key, value]): [string, T] => [key, value as T]));
  }

  getItem<T = unknown>(key: string): Promise<T | undefined> {
    return Promise.resolve(this.entries.get(key) as T | undefined);
  }

  setItem(key: string, value: unknown): Promise<void> {
    this.entries.set(key, value);
    return Promise.resolve();
  }

  removeItem(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }
}

export interface SignClientOptions {
  relayUrl: string;
  projectId: string;
  name: string;
}

/**
 * A SignClient that touches nothing but the loopback relay: memory storage, no telemetry, no
 * logs. The SDK shares one Core per storage prefix through globalThis, so each client gets its
 * own prefix; two clients in one process (dapp and wallet in a test) would otherwise be one.
 */
export async function startSignClient({ relayUrl, projectId, name }: SignClientOptions): Promise<SignClientInstance> {
  const client = await SignClient.init({
    relayUrl,
    projectId,
    customStoragePrefix: `e2e-${randomUUID()}`,
    // The SDK takes IKeyValueStorage by shape: its own stores `implements` it and nothing checks
    // instanceof. The abstract class is not ours to extend (no e2e dependency; absent from the ES build).
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- see above
    storage: new MemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: "silent",
    metadata: { name, description: `${name} (e2e)`, url: "http://127.0.0.1", icons: [] },
  });
  // In Node the SDK asks verify.walletconnect.org about every proposal and request. Answering
  // "no attestation" here is what it concludes itself when Verify is unreachable, minus the
  // outbound call (and the up-to-5 s wait where the network drops packets instead of refusing).
  // The declared return type leaves out that answer, which the SDK's own code gives (undefined).
  client.core.verify.resolve = () => Promise.resolve(undefined as unknown as VerifyAttestation);
  return client;
}

/** Closes the relay socket and stops the 5 s heartbeat, the two things that keep Node running. */
export async function stopSignClient(client: SignClientInstance): Promise<void> {
  client.core.heartbeat.stop();
  await client.core.relayer.transportClose();
}

export interface WalletConnectWalletOptions {
  relayUrl: string;
  handler: WalletHandler;
  chainId: number;
  projectId: string;
}

export interface WalletConnectWallet {
  /** Pairs with a `wc:` URI and approves the proposal that follows; resolves once the dapp has settled the session. */
  pair(uri: string): Promise<void>;
  /** The session topic, while a session is open. */
  readonly sessionTopic: string | undefined;
  /** Sends a provider event to the dapp; pass it as WalletHandler's `emit` so wallet-side changes reach the page. */
  emit: EmitWalletEvent;
  /** The user disconnects the dapp in the wallet. */
  disconnect(): Promise<void>;
  close(): Promise<void>;
}

type NamespaceRequests = Record<string, { methods?: readonly string[] }>;

interface SessionProposal {
  id: number;
  params: { requiredNamespaces: NamespaceRequests; optionalNamespaces?: NamespaceRequests };
}

interface SessionRequest {
  id: number;
  topic: string;
  params: { request: { method: string; params?: unknown } };
}

/** What a wallet user would tick for any dapp of ours, whether or not the dapp listed it. */
const BASELINE_METHODS = ["personal_sign", "eth_sendTransaction", "eth_signTypedData_v4", "wallet_switchEthereumChain"];
const SESSION_EVENTS = ["chainChanged", "accountsChanged"];
const PROPOSAL_TIMEOUT_MS = 10_000;
const SETTLE_TIMEOUT_MS = 10_000;
const POLL_MS = 25;

function proposedEip155Methods({ params }: SessionProposal): string[] {
  const methods = new Set(BASELINE_METHODS);
  for (const namespaces of [params.requiredNamespaces, params.optionalNamespaces ?? {}]) {
    for (const [key, namespace] of Object.entries(namespaces)) {
      // A namespace key may name a chain ("eip155:1") instead of carrying a chains list.
      if (key === "eip155" || key.startsWith("eip155:")) for (const method of namespace.methods ?? []) methods.add(method);
    }
  }
  return [...methods];
}

/** EIP-1193 params are positional; a lone object or nothing becomes a list for the handler. */
function positionalParams(params: unknown): readonly unknown[] {
  if (Array.isArray(params)) return params;
  return params === undefined ? [] : [params];
}

function rpcError(error: unknown): { code: number; message: string } {
  if (error instanceof WalletRpcError) return { code: error.code, message: error.message };
  return { code: -32603, message: error instanceof Error ? error.message : String(error) };
}

function nextProposal(client: SignClientInstance): Promise<SessionProposal> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off("session_proposal", onProposal);
      reject(new Error(`No session proposal within ${PROPOSAL_TIMEOUT_MS} ms of pairing`));
    }, PROPOSAL_TIMEOUT_MS);
    const onProposal = (proposal: SessionProposal): void => {
      clearTimeout(timer);
      client.off("session_proposal", onProposal);
      resolve(proposal);
    };
    client.on("session_proposal", onProposal);
  });
}

/**
 * The SDK's `acknowledged()` resolves at once on the approving side; the session is settled
 * only when the dapp answers wc_sessionSettle, which the SDK records on the session.
 */
function settled(client: SignClientInstance, topic: string): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if (client.session.keys.includes(topic) && client.session.get(topic).acknowledged) resolve();
      else if (Date.now() > deadline) reject(new Error(`The dapp did not settle session ${topic} within ${SETTLE_TIMEOUT_MS} ms`));
      else setTimeout(check, POLL_MS);
    };
    check();
  });
}

class NodeWalletConnectWallet implements WalletConnectWallet {
  sessionTopic: string | undefined;

  constructor(
    private readonly client: SignClientInstance,
    private readonly options: WalletConnectWalletOptions,
  ) {
    client.on("session_request", (request: SessionRequest) => {
      this.answer(request).catch((error: unknown) =>
        console.error("WalletConnect wallet could not answer", request.params.request.method, error),
      );
    });
    client.on("session_delete", ({ topic }) => {
      if (topic === this.sessionTopic) this.sessionTopic = undefined;
    });
  }

  async pair(uri: string): Promise<void> {
    const proposal = nextProposal(this.client);
    await this.client.pair({ uri });
    await this.approve(await proposal);
  }

  emit: EmitWalletEvent = async (name, data) => {
    if (this.sessionTopic === undefined) return;
    await this.client.emit({ topic: this.sessionTopic, event: { name, data }, chainId: `eip155:${this.options.handler.chainId}` });
  };

  async disconnect(): Promise<void> {
    if (this.sessionTopic === undefined) return;
    const topic = this.sessionTopic;
    this.sessionTopic = undefined;
    await this.client.disconnect({ topic, reason: getSdkError("USER_DISCONNECTED") });
  }

  async close(): Promise<void> {
    this.client.removeAllListeners("session_request");
    this.client.removeAllListeners("session_delete");
    await stopSignClient(this.client);
  }

  /** Approval is the handler's connect step, so its script can refuse the connection (4001). */
  private async approve(proposal: SessionProposal): Promise<void> {
    const { handler, chainId } = this.options;
    try {
      await handler.request("eth_requestAccounts");
    } catch (error) {
      await this.client.reject({ id: proposal.id, reason: getSdkError("USER_REJECTED") });
      throw error;
    }
    const chain = `eip155:${chainId}`;
    const { topic } = await this.client.approve({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains: [chain],
          accounts: [`${chain}:${handler.address}`],
          methods: proposedEip155Methods(proposal),
          events: SESSION_EVENTS,
        },
      },
    });
    await settled(this.client, topic);
    this.sessionTopic = topic;
  }

  private async answer({ id, topic, params }: SessionRequest): Promise<void> {
    const { method, params: methodParams } = params.request;
    const outcome = await this.options.handler.request(method, positionalParams(methodParams)).then(
      (result) => ({ result: result ?? null }),
      (error: unknown) => ({ error: rpcError(error) }),
    );
    await this.client.respond({ topic, response: { id, jsonrpc: "2.0", ...outcome } });
  }
}

/** Starts the phone wallet; call `close()` when done so the test process can exit. */
export async function startWalletConnectWallet(options: WalletConnectWalletOptions): Promise<WalletConnectWallet> {
  const client = await startSignClient({ relayUrl: options.relayUrl, projectId: options.projectId, name: "E2E Phone Wallet" });
  return new NodeWalletConnectWallet(client, options);
}
