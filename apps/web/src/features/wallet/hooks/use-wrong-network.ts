import { useCallback, useState, useSyncExternalStore } from "react";
import { NETWORK_SWITCH_FAILED, NETWORK_SWITCHED } from "@wbe3/domain";
import { notify } from "@/lib/toast";
import { useWalletRuntime } from "@/lib/wallet/use-wallet-runtime";
import { walletErrorMessage } from "@/lib/wallet/wallet-errors";
import type { WalletRuntime } from "@/lib/wallet/wallet-runtime";

export interface WrongNetwork {
  /** The connected wallet is on a chain other than the app's. */
  wrong: boolean;
  switching: boolean;
  /** wallet_switchEthereumChain (adding the chain on 4902), toasting how it went. */
  switchNetwork: () => void;
}

const noSubscription = () => () => undefined;

function isOnOtherChain(runtime: WalletRuntime | null): boolean {
  if (!runtime) return false;
  const state = runtime.getState();
  return state.status === "connected" && state.chainId !== null && state.chainId !== runtime.appChainId;
}

/** Whether the connected wallet should be asked to switch networks, followed live. */
export function useWrongNetwork(): WrongNetwork {
  const { runtime } = useWalletRuntime();
  const [switching, setSwitching] = useState(false);
  const subscribe = useCallback((listener: () => void) => (runtime ? runtime.watch(() => listener()) : noSubscription()), [runtime]);
  const wrong = useSyncExternalStore(
    subscribe,
    () => isOnOtherChain(runtime),
    () => false,
  );
  const switchNetwork = useCallback(() => {
    if (!runtime) return;
    setSwitching(true);
    runtime
      .switchToAppChain()
      .then(
        () => notify.success(NETWORK_SWITCHED.title),
        (error: unknown) => notify.error(NETWORK_SWITCH_FAILED.title, { description: walletErrorMessage(error) }),
      )
      .finally(() => setSwitching(false));
  }, [runtime]);
  return { wrong, switching, switchNetwork };
}
