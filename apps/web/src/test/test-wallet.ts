import { getAddress, numberToHex, type Address, type Hex, type TypedDataDefinition } from "viem";
import { privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";

// Anvil's public dev keys #5 and #6: real signatures, no secret.
export const TEST_WALLET_KEY: Hex = "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba";
export const OTHER_WALLET_KEY: Hex = "0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e";

type Listener = (...args: unknown[]) => void;

export interface WalletCall {
  method: string;
  params: unknown;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface TestWallet {
  account: PrivateKeyAccount;
  readonly calls: WalletCall[];
  /** The transactions the site asked the wallet to send (eth_sendTransaction params[0]). */
  sentTransactions(): { from: string; to: string; data: Hex; value?: Hex }[];
  /** Methods called so far, in order. */
  methods(): string[];
  /** The next calls of `method` fail with this EIP-1193 code (until `reset`). */
  fail(method: string, code: number, message?: string): void;
  /** Calls of `method` wait, as for a person who has not answered yet, until the returned release. */
  hold(method: string): () => void;
  /** As if the user switched account in the wallet. */
  switchAccount(address: Address): void;
  /** As if the user disconnected the site in the wallet: accounts become empty. */
  disconnect(): void;
  /** As if the user picked another network in the wallet. */
  changeChain(chainId: number): void;
  /** Back to: on `chainId`, only that chain known, not yet connected to the site, no failures. */
  reset(options: { chainId: number; connected?: boolean }): void;
}

/**
 * An EIP-1193 wallet for component tests, announced the EIP-6963 way (name, icon, rdns). It signs
 * for real with a known key and can be told to refuse or to know only some chains, like the
 * e2e test wallet. One per test file: the app's wallet runtime lives as long as the page.
 */
export function installTestWallet({ name = "Test Wallet", chainId = 31337 } = {}): TestWallet {
  const account = privateKeyToAccount(TEST_WALLET_KEY);
  const listeners = new Map<string, Set<Listener>>();
  const failures = new Map<string, RpcError>();
  const holds = new Map<string, Promise<void>>();
  const calls: WalletCall[] = [];
  let sentCount = 0;
  let current = { chainId, known: new Set([chainId]), address: account.address, connected: false };

  function emit(event: string, ...args: unknown[]): void {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    calls.push({ method, params });
    await holds.get(method);
    const failure = failures.get(method);
    if (failure) throw failure;
    const list = Array.isArray(params) ? params : [];
    switch (method) {
      case "eth_requestAccounts":
        current.connected = true;
        return [current.address];
      case "eth_accounts":
        return current.connected ? [current.address] : [];
      case "eth_chainId":
        return numberToHex(current.chainId);
      case "personal_sign": {
        const [data, address] = list as [Hex, string];
        if (address.toLowerCase() !== current.address.toLowerCase()) throw new RpcError(4100, "Unknown account");
        if (current.address !== account.address) throw new RpcError(4100, "This test wallet only signs for its own key");
        return account.signMessage({ message: { raw: data } });
      }
      case "eth_signTypedData_v4": {
        const [address, json] = list as [string, string];
        if (address.toLowerCase() !== current.address.toLowerCase()) throw new RpcError(4100, "Unknown account");
        if (current.address !== account.address) throw new RpcError(4100, "This test wallet only signs for its own key");
        return account.signTypedData(JSON.parse(json) as TypedDataDefinition);
      }
      case "wallet_switchEthereumChain": {
        const target = Number((list[0] as { chainId: string }).chainId);
        if (!current.known.has(target)) throw new RpcError(4902, "Unrecognized chain ID");
        current.chainId = target;
        emit("chainChanged", numberToHex(target));
        return null;
      }
      case "eth_sendTransaction": {
        if (!current.connected) throw new RpcError(4100, "Not connected");
        sentCount += 1;
        // A unique, well-formed hash per transaction; fake-chain.ts answers receipts for any hash.
        return `0x${sentCount.toString(16).padStart(64, "a")}`;
      }
      case "wallet_addEthereumChain": {
        const target = Number((list[0] as { chainId: string }).chainId);
        current.known.add(target);
        current.chainId = target;
        emit("chainChanged", numberToHex(target));
        return null;
      }
      default:
        throw new RpcError(4200, `The test wallet does not support ${method}`);
    }
  }

  const provider = {
    request,
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };
  const detail = Object.freeze({
    info: {
      uuid: "6f1c7d6e-8a54-4d3c-9a3e-2b1f0e9d8c7b",
      name,
      icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/%3E",
      rdns: "org.wbe3.test-wallet",
    },
    provider,
  });
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();

  return {
    account,
    calls,
    methods: () => calls.map((call) => call.method),
    sentTransactions: () =>
      calls
        .filter((call) => call.method === "eth_sendTransaction")
        .map((call) => (call.params as [{ from: string; to: string; data: Hex; value?: Hex }])[0]),
    fail(method, code, message = `Refused with ${code}`) {
      failures.set(method, new RpcError(code, message));
    },
    hold(method) {
      let release: () => void = () => undefined;
      holds.set(
        method,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        holds.delete(method);
        release();
      };
    },
    switchAccount(address) {
      current.address = getAddress(address);
      emit("accountsChanged", [current.address]);
    },
    disconnect() {
      current.connected = false;
      emit("accountsChanged", []);
    },
    changeChain(next) {
      current.known.add(next);
      current.chainId = next;
      emit("chainChanged", numberToHex(next));
    },
    reset(options) {
      failures.clear();
      calls.length = 0;
      current = {
        chainId: options.chainId,
        known: new Set([options.chainId]),
        address: account.address,
        connected: options.connected ?? false,
      };
    },
  };
}
