import { getAddress, type Address, type Hex } from "viem";
import { createConfig, http, injected, type Config, type Connector, type CreateConnectorFn } from "wagmi";
import {
  connect,
  disconnect,
  getConnection,
  reconnect,
  signMessage,
  switchChain,
  watchConnection,
  watchConnectors,
} from "wagmi/actions";
import type { PublicConfig } from "@wbe3/domain";
import { setActiveWallet } from "./active-wallet";
import { appChain } from "./app-chain";
import { DEMO_ACCOUNTS, DEMO_WALLET_TYPE, demoWallet } from "./demo-wallet";

/** One wallet the user can pick in the sign-in dialog. */
export interface WalletOption {
  uid: string;
  name: string;
  /** EIP-6963 wallets announce a data: URI icon. */
  icon: string | undefined;
  kind: "browser" | "demo";
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
  subscribeWallets(listener: () => void): () => void;
  /** Asks the chosen wallet for its account (eth_requestAccounts). Single-flight. */
  connect(uid: string): Promise<WalletConnection>;
  getState(): WalletState;
  watch(listener: (state: WalletState, previous: WalletState) => void): () => void;
  signMessage(message: string, address: Address): Promise<Hex>;
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

function connectorsFor(config: PublicConfig): CreateConnectorFn[] {
  // window.ethereum, for wallets that predate EIP-6963. Wallets that announce themselves through
  // EIP-6963 get a connector each from wagmi (multiInjectedProviderDiscovery), with name and icon.
  const connectors: CreateConnectorFn[] = [injected()];
  // WalletConnect and Coinbase Wallet plug in here, behind their configuration, once their SDK
  // packages are installed: walletConnect({ projectId }) from "wagmi/connectors" (needs
  // @walletconnect/ethereum-provider and WALLETCONNECT_PROJECT_ID in PublicConfig) and
  // coinbaseWallet({ appName: "WBE3" }) (needs @coinbase/wallet-sdk). Neither is installed yet.
  if (config.localMode) connectors.push(...DEMO_ACCOUNTS.map((account) => demoWallet(account)));
  return connectors;
}

function toOption(connector: Connector, name = connector.name): WalletOption {
  return {
    uid: connector.uid,
    name,
    icon: connector.icon,
    kind: connector.type === DEMO_WALLET_TYPE ? "demo" : "browser",
  };
}

function listWallets(connectors: readonly Connector[]): WalletOption[] {
  const announced = connectors.filter((each) => each.type === "injected" && each.id !== GENERIC_INJECTED_ID);
  const options = announced.map((each) => toOption(each));
  const generic = connectors.find((each) => each.id === GENERIC_INJECTED_ID);
  // The generic entry would duplicate an announced wallet, so it shows only when none announced.
  if (options.length === 0 && generic && hasInjectedProvider()) options.push(toOption(generic, "Browser wallet"));
  options.push(...connectors.filter((each) => each.type === DEMO_WALLET_TYPE).map((each) => toOption(each)));
  return options;
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

  let pendingConnect: Promise<WalletConnection> | null = null;

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
    connect(uid) {
      pendingConnect ??= connectTo(uid).finally(() => {
        pendingConnect = null;
      });
      return pendingConnect;
    },
    getState: () => stateOf(wagmiConfig),
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
    async switchToAppChain() {
      await switchChain(wagmiConfig, { chainId: chain.id });
    },
    async restore() {
      await reconnect(wagmiConfig);
    },
    async disconnect() {
      if (getConnection(wagmiConfig).status === "disconnected") return;
      await disconnect(wagmiConfig);
    },
  };
  return runtime;
}

let shared: { key: string; runtime: WalletRuntime } | null = null;

/** The page's one wallet runtime, made on first use with the server's chain configuration. */
export function getWalletRuntime(publicConfig: PublicConfig): WalletRuntime {
  const key = `${publicConfig.chainId} ${publicConfig.rpcUrl} ${publicConfig.localMode}`;
  if (shared?.key !== key) {
    shared = { key, runtime: createWalletRuntime(publicConfig) };
    setActiveWallet(shared.runtime);
  }
  return shared.runtime;
}
