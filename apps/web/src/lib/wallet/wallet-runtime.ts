import { getAddress, type Address, type Hex, type TypedDataDefinition } from "viem";
import { createConfig, http, injected, type Config, type Connector, type CreateConnectorFn } from "wagmi";
import { coinbaseWallet } from "wagmi/connectors/coinbaseWallet";
import { walletConnect } from "wagmi/connectors/walletConnect";
import {
  connect,
  disconnect,
  getConnection,
  reconnect,
  signMessage,
  signTypedData,
  switchChain,
  watchConnection,
  watchConnectors,
} from "wagmi/actions";
import type { PublicConfig } from "@wbe3/domain";
import { setActiveWallet } from "./active-wallet";
import { appChain } from "./app-chain";
import { DEMO_ACCOUNTS, DEMO_WALLET_TYPE, demoWallet } from "./demo-wallet";
import { newDemoAccountWallet } from "./new-demo-account";

/** One wallet the user can pick in the sign-in dialog. */
export interface WalletOption {
  uid: string;
  name: string;
  /** EIP-6963 wallets announce a data: URI icon. */
  icon: string | undefined;
  kind: WalletKind;
}

/** Browser wallets (EIP-6963 or window.ethereum), the hosted connectors, and local mode's demo. */
export type WalletKind = "browser" | "walletconnect" | "coinbase" | "demo";

/** Thrown into a pending connect when the person cancels it (closing the WalletConnect code). */
export class WalletConnectCancelledError extends Error {
  constructor() {
    super("The wallet connection was cancelled.");
    this.name = "WalletConnectCancelledError";
  }
}

export interface WalletConnection {
  address: Address;
  chainId: number;
}

export interface WalletState {
  status: "connected" | "connecting" | "reconnecting" | "disconnected";
  address: Address | null;
  chainId: number | null;
}

export interface WalletRuntime {
  readonly wagmiConfig: Config;
  readonly appChainId: number;
  getWallets(): readonly WalletOption[];
  subscribeWallets: (listener: () => void) => () => void;
  /** Asks the chosen wallet for its account (eth_requestAccounts). Single-flight. */
  connect(uid: string): Promise<WalletConnection>;
  /** Gives up the pending connect: it rejects with WalletConnectCancelledError. */
  cancelConnect(): void;
  /** The `wc:` pairing URI to show as a QR code while a WalletConnect connect waits for a phone. */
  getPairingUri: () => string | null;
  subscribePairingUri: (listener: () => void) => () => void;
  getState(): WalletState;
  /**
   * Whether the wallet has been connected with `address` on this page since the app last
   * disconnected it itself (compared case-insensitively).
   */
  hasHeld(address: string): boolean;
  watch(listener: (state: WalletState, previous: WalletState) => void): () => void;
  signMessage(message: string, address: Address): Promise<Hex>;
  /** EIP-712 typed data (eth_signTypedData_v4), signed by `address`. */
  signTypedData(typedData: TypedDataDefinition, address: Address): Promise<Hex>;
  /** wallet_switchEthereumChain, adding the chain on 4902 (wagmi's injected connector). */
  switchToAppChain(): Promise<void>;
  /** Brings back the connection of an earlier visit, if the wallet still allows it. */
  restore(): Promise<void>;
  disconnect(): Promise<void>;
}

const GENERIC_INJECTED_ID = "injected";

function hasInjectedProvider(): boolean {
  return typeof window !== "undefined" && Boolean((window as Window & { ethereum?: unknown }).ethereum);
}

const APP_NAME = "WBE3";

function appMetadata() {
  const origin = window.location.origin;
  return { name: APP_NAME, description: "Music and digital assets on Base", url: origin, icons: [`${origin}/logo.svg`] };
}

function connectorsFor(config: PublicConfig): CreateConnectorFn[] {
  // window.ethereum, for wallets that predate EIP-6963. Wallets that announce themselves through
  // EIP-6963 get a connector each from wagmi (multiInjectedProviderDiscovery), with name and icon.
  const connectors: CreateConnectorFn[] = [injected()];
  const { walletConnect: walletConnectConfig, coinbaseWallet: coinbaseEnabled } = config.wallets;
  const metadata = appMetadata();
  if (walletConnectConfig) {
    // Our own dialog shows the pairing code (see getPairingUri), so the SDK's modal, its extra
    // hosts and its inline styles stay out of the page. Both SDKs load only when picked.
    connectors.push(
      walletConnect({
        projectId: walletConnectConfig.projectId,
        relayUrl: walletConnectConfig.relayUrl,
        showQrModal: false,
        telemetryEnabled: false,
        metadata,
      }),
    );
  }
  if (coinbaseEnabled) connectors.push(coinbaseWallet({ appName: APP_NAME, appLogoUrl: metadata.icons[0] }));
  if (config.localMode) connectors.push(...DEMO_ACCOUNTS.map((account) => demoWallet(account)), newDemoAccountWallet());
  return connectors;
}

const KIND_OF_TYPE: Record<string, WalletKind> = {
  [walletConnect.type]: "walletconnect",
  [coinbaseWallet.type]: "coinbase",
  [DEMO_WALLET_TYPE]: "demo",
};

function toOption(connector: Connector, name = connector.name): WalletOption {
  return { uid: connector.uid, name, icon: connector.icon, kind: KIND_OF_TYPE[connector.type] ?? "browser" };
}

function listWallets(connectors: readonly Connector[]): WalletOption[] {
  const announced = connectors.filter((each) => each.type === "injected" && each.id !== GENERIC_INJECTED_ID);
  const options = announced.map((each) => toOption(each));
  const generic = connectors.find((each) => each.id === GENERIC_INJECTED_ID);
  // The generic entry would duplicate an announced wallet, so it shows only when none announced.
  if (options.length === 0 && generic && hasInjectedProvider()) options.push(toOption(generic, "Browser wallet"));
  options.push(...connectors.filter((each) => each.type !== "injected").map((each) => toOption(each)));
  return options;
}

/** The URI a connector asks to show (WalletConnect's `display_uri` message), for as long as it waits. */
function watchPairingUri(connectors: readonly Connector[], onUri: (uri: string) => void): void {
  for (const connector of connectors) {
    if (connector.type !== walletConnect.type) continue;
    connector.emitter.on("message", ({ type, data }) => {
      if (type === "display_uri" && typeof data === "string") onUri(data);
    });
  }
}

function stateOf(config: Config): WalletState {
  const connection = getConnection(config);
  return {
    status: connection.status,
    address: connection.address ?? null,
    chainId: connection.chainId ?? null,
  };
}

export function createWalletRuntime(publicConfig: PublicConfig): WalletRuntime {
  const chain = appChain(publicConfig);
  const wagmiConfig = createConfig({
    chains: [chain],
    connectors: connectorsFor(publicConfig),
    transports: { [chain.id]: http(chain.rpcUrls.default.http[0]) },
    multiInjectedProviderDiscovery: true,
  });

  let wallets = listWallets(wagmiConfig.connectors);
  const walletListeners = new Set<() => void>();
  // EIP-6963 wallets may announce themselves at any time; each becomes a connector.
  watchConnectors(wagmiConfig, {
    onChange: (connectors) => {
      wallets = listWallets(connectors);
      for (const listener of walletListeners) listener();
    },
  });

  // Followed from the start, so a wallet that lets go of its account before anything on the page
  // watches (the session watcher loads lazily) still counts as having held it.
  const heldAccounts = new Set<string>();
  const noteHeldAccount = () => {
    const { address } = getConnection(wagmiConfig);
    if (address) heldAccounts.add(address.toLowerCase());
  };
  watchConnection(wagmiConfig, { onChange: noteHeldAccount });

  let pairingUri: string | null = null;
  const pairingListeners = new Set<() => void>();
  function setPairingUri(uri: string | null) {
    if (uri === pairingUri) return;
    pairingUri = uri;
    for (const listener of pairingListeners) listener();
  }
  watchPairingUri(wagmiConfig.connectors, setPairingUri);

  let pendingConnect: { promise: Promise<WalletConnection>; cancel: () => void } | null = null;

  /**
   * One connect at a time. A cancelled attempt rejects at once; should its wallet still approve
   * later (a phone scanning an abandoned code), that connection is dropped again.
   */
  function startConnect(uid: string): Promise<WalletConnection> {
    let cancelled = false;
    let rejectCancelled: (error: Error) => void = () => undefined;
    const whenCancelled = new Promise<never>((_, reject) => {
      rejectCancelled = reject;
    });
    const connecting = connectTo(uid).then(async (connection) => {
      if (cancelled) {
        const connector = wagmiConfig.connectors.find((each) => each.uid === uid);
        // Best effort: the person already cancelled, and that is what they are told either way.
        await disconnect(wagmiConfig, { connector }).catch(() => undefined);
        throw new WalletConnectCancelledError();
      }
      return connection;
    });
    const promise = Promise.race([connecting, whenCancelled]).finally(() => {
      if (pendingConnect?.promise === promise) pendingConnect = null;
      setPairingUri(null);
    });
    pendingConnect = {
      promise,
      cancel() {
        cancelled = true;
        rejectCancelled(new WalletConnectCancelledError());
      },
    };
    return promise;
  }

  async function connectTo(uid: string): Promise<WalletConnection> {
    const connector = wagmiConfig.connectors.find((each) => each.uid === uid);
    if (!connector) throw new Error("That wallet is no longer available. Choose another one.");
    const current = getConnection(wagmiConfig);
    if (current.status === "connected") {
      if (current.connector.uid === uid) return { address: current.address, chainId: current.chainId };
      // One wallet at a time: the session belongs to a single address.
      await disconnect(wagmiConfig, { connector: current.connector });
    }
    const result = await connect(wagmiConfig, { connector });
    return { address: getAddress(result.accounts[0]), chainId: result.chainId };
  }

  const runtime: WalletRuntime = {
    wagmiConfig,
    appChainId: chain.id,
    getWallets: () => wallets,
    subscribeWallets(listener) {
      walletListeners.add(listener);
      return () => walletListeners.delete(listener);
    },
    connect: (uid) => pendingConnect?.promise ?? startConnect(uid),
    cancelConnect: () => pendingConnect?.cancel(),
    getPairingUri: () => pairingUri,
    subscribePairingUri(listener) {
      pairingListeners.add(listener);
      return () => pairingListeners.delete(listener);
    },
    getState: () => stateOf(wagmiConfig),
    hasHeld: (address) => heldAccounts.has(address.toLowerCase()),
    watch(listener) {
      let previous = stateOf(wagmiConfig);
      return watchConnection(wagmiConfig, {
        onChange: () => {
          // watchConnection's own values are typed per status; our listener wants the flat shape.
          const next = stateOf(wagmiConfig);
          listener(next, previous);
          previous = next;
        },
      });
    },
    signMessage: (message, address) => signMessage(wagmiConfig, { message, account: address }),
    signTypedData: (typedData, address) => signTypedData(wagmiConfig, { ...typedData, account: address }),
    async switchToAppChain() {
      await switchChain(wagmiConfig, { chainId: chain.id });
    },
    async restore() {
      await reconnect(wagmiConfig);
    },
    async disconnect() {
      // Letting go on purpose (log out) is not the wallet letting go: forget what it held.
      heldAccounts.clear();
      if (getConnection(wagmiConfig).status === "disconnected") return;
      await disconnect(wagmiConfig);
    },
  };
  return runtime;
}

let shared: { key: string; runtime: WalletRuntime } | null = null;

/** The page's one wallet runtime, made on first use with the server's chain configuration. */
export function getWalletRuntime(publicConfig: PublicConfig): WalletRuntime {
  const key = JSON.stringify([publicConfig.chainId, publicConfig.rpcUrl, publicConfig.localMode, publicConfig.wallets]);
  if (shared?.key !== key) {
    shared = { key, runtime: createWalletRuntime(publicConfig) };
    setActiveWallet(shared.runtime);
  }
  return shared.runtime;
}
