import type { BrowserContext } from "playwright-core";
import { WalletHandler, WalletRpcError, type WalletHandlerOptions } from "./wallet-handler.ts";

const BINDING = "__e2eWalletRequest";
const EMITTER = "__e2eWalletEmit";

/** What the wallet announces through EIP-6963. */
export const TEST_WALLET_INFO = {
  uuid: "5b0e0f4e-3b8a-4d65-9f51-e2e000000001",
  name: "E2E Wallet",
  rdns: "dev.wbe3.e2e-wallet",
  // A plain square: EIP-6963 wants a data URI, and the app's CSP allows data: images.
  icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%23f59e0b'/%3E%3C/svg%3E",
} as const;

type BridgeAnswer = { result: unknown } | { error: { code: number; message: string } };

export interface TestWalletOptions extends Omit<WalletHandlerOptions, "forward" | "emit" | "appChainId"> {
  /** Origin of the app whose /api/rpc the wallet forwards reads to. */
  baseUrl: string;
  /**
   * How the page finds the wallet: as a browser wallet (EIP-6963 and window.ethereum, the default)
   * or where the Coinbase Wallet extension puts itself, for the Coinbase Wallet SDK to pick up.
   */
  presentAs?: WalletPresence;
}

export type WalletPresence = "browser-wallet" | "coinbase-extension";

interface PublicConfigBody {
  chainId: number;
  chainName: string;
}

/** The app's chain as /api/config describes it. */
export async function readAppChain(baseUrl: string): Promise<PublicConfigBody> {
  const response = await fetch(`${baseUrl}/api/config`);
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return (await response.json()) as PublicConfigBody;
}

let rpcId = 0;

/** JSON-RPC over the app's same-origin proxy, as the page itself would reach the chain. */
export function appRpc(baseUrl: string) {
  return async (method: string, params: readonly unknown[]): Promise<unknown> => {
    const response = await fetch(`${baseUrl}/api/rpc`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++rpcId, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw new WalletRpcError(body.error.code, body.error.message);
    if (!response.ok) throw new WalletRpcError(-32603, `/api/rpc answered ${response.status}`);
    return body.result;
  };
}

/**
 * Installs the e2e wallet in every page of `context`: an EIP-1193 provider announced through
 * EIP-6963 and set as window.ethereum. Each request crosses to the returned handler in Node, where
 * the Anvil key signs; the test steers the wallet through the handler.
 */
export async function installTestWallet(
  context: BrowserContext,
  { baseUrl, presentAs = "browser-wallet", ...options }: TestWalletOptions,
): Promise<WalletHandler> {
  const { chainId: appChainId } = await readAppChain(baseUrl);
  const handler = new WalletHandler({
    ...options,
    appChainId,
    forward: appRpc(baseUrl),
    async emit(event, data) {
      await Promise.all(
        context.pages().map((page) =>
          page
            .evaluate(
              ([name, event, payload]) => {
                const emit = (window as unknown as Record<string, ((event: string, payload: unknown) => void) | undefined>)[name];
                emit?.(event, payload);
              },
              [EMITTER, event, data] as const,
            )
            .catch(() => undefined),
        ),
      );
    },
  });
  await context.exposeBinding(BINDING, async (_source, method: string, params: unknown[] | undefined): Promise<BridgeAnswer> => {
    try {
      return { result: (await handler.request(method, params ?? [])) ?? null };
    } catch (error) {
      const code = error instanceof WalletRpcError ? error.code : -32603;
      return { error: { code, message: error instanceof Error ? error.message : String(error) } };
    }
  });
  await context.addInitScript(injectProvider, { binding: BINDING, emitter: EMITTER, info: TEST_WALLET_INFO, presentAs });
  return handler;
}

interface InjectArgs {
  binding: string;
  emitter: string;
  info: { uuid: string; name: string; rdns: string; icon: string };
  presentAs: WalletPresence;
}

/** Runs in the page before the app: the EIP-1193 provider and its EIP-6963 announcement. */
function injectProvider({ binding, emitter, info, presentAs }: InjectArgs): void {
  type Listener = (payload: unknown) => void;
  type Bridge = (method: string, params: unknown) => Promise<BridgeAnswer>;
  const scope = window as unknown as Record<string, unknown>;
  const listeners = new Map<string, Set<Listener>>();

  const provider = {
    isE2EWallet: true,
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const answer = await (scope[binding] as Bridge)(method, params ?? []);
      if ("error" in answer) {
        throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      }
      return answer.result;
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };

  scope[emitter] = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  if (presentAs === "coinbase-extension") {
    // The extension's legacy global; the SDK hands it the app's name and chains first.
    scope.coinbaseWalletExtension = Object.assign(provider, { isCoinbaseWallet: true, setAppInfo: () => undefined });
    return;
  }
  scope.ethereum = provider;

  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
}
