import { useMemo, useSyncExternalStore } from "react";
import type { PublicConfig } from "@wbe3/domain";
import { usePublicConfig } from "@/lib/config/get-public-config";
import { getWalletRuntime, type WalletOption, type WalletRuntime } from "./wallet-runtime";

export interface WalletRuntimeState {
  runtime: WalletRuntime | null;
  config: PublicConfig | undefined;
  /** The server's chain configuration could not be loaded, so no wallet can be offered. */
  error: Error | null;
}

/** The shared wallet runtime once the server has said which chain we are on. */
export function useWalletRuntime(): WalletRuntimeState {
  const config = usePublicConfig();
  const runtime = useMemo(() => (config.data ? getWalletRuntime(config.data) : null), [config.data]);
  return { runtime, config: config.data, error: config.error };
}

const NO_WALLETS: readonly WalletOption[] = [];
const noSubscription = () => () => undefined;

/** The wallets to offer, live: EIP-6963 wallets may announce themselves after the first render. */
export function useWalletOptions(runtime: WalletRuntime | null): readonly WalletOption[] {
  return useSyncExternalStore(
    runtime ? runtime.subscribeWallets : noSubscription,
    () => runtime?.getWallets() ?? NO_WALLETS,
    () => NO_WALLETS,
  );
}

const noPairing = () => null;

/** WalletConnect's `wc:` URI while a connect waits for a phone to scan it; null otherwise. */
export function usePairingUri(runtime: WalletRuntime | null): string | null {
  return useSyncExternalStore(
    runtime ? runtime.subscribePairingUri : noSubscription,
    runtime ? runtime.getPairingUri : noPairing,
    noPairing,
  );
}
