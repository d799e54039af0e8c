import { useEffect } from "react";
import { wrongNetwork } from "@wbe3/domain";
import { notify } from "@/lib/toast";
import { useWalletRuntime } from "@/lib/wallet/use-wallet-runtime";
import type { WalletState } from "@/lib/wallet/wallet-runtime";
import { openSignInDialog } from "../auth-dialogs";
import { useLogOut } from "../hooks/use-log-out";
import { switchNetwork } from "../wallet-messages";

const WRONG_NETWORK_TOAST = "wrong-network";

/**
 * Restores the wallet connection of a signed-in wallet user and follows the wallet's events:
 * no accounts any more → log out; another account → log out and offer sign-in again; another
 * chain → the wrong-network prompt with its switch action.
 */
export function WalletSessionWatcher({ sessionAddress }: { sessionAddress: string }) {
  const { runtime, config } = useWalletRuntime();
  const logOut = useLogOut();

  useEffect(() => {
    if (!runtime || !config) return;
    // A wallet that never came back (locked, or another browser) does not end the session; only a
    // wallet seen holding the session's account and then letting go of it does, even if it let go
    // before this watcher loaded.
    let heldSessionAccount = runtime.hasHeld(sessionAddress);
    let ended = false;

    function end(signInAgain: boolean): void {
      if (ended) return;
      ended = true;
      notify.dismiss(WRONG_NETWORK_TOAST);
      void logOut().then((loggedOut) => {
        if (loggedOut && signInAgain) openSignInDialog();
      });
    }

    function follow(state: WalletState): void {
      if (state.status === "connected" && state.address) {
        if (state.address.toLowerCase() !== sessionAddress) {
          end(true);
          return;
        }
        heldSessionAccount = true;
        if (runtime && state.chainId !== null && state.chainId !== runtime.appChainId && config) {
          notify.error(wrongNetwork(config.chainName, config.chainId), {
            id: WRONG_NETWORK_TOAST,
            duration: Infinity,
            action: { label: "Switch network", onClick: () => void switchNetwork(runtime) },
          });
        } else {
          notify.dismiss(WRONG_NETWORK_TOAST);
        }
      } else if (state.status === "disconnected" && heldSessionAccount) {
        end(false);
      }
    }

    const stop = runtime.watch((state) => follow(state));
    const initial = runtime.getState();
    follow(initial);
    if (initial.status === "disconnected") void runtime.restore();
    return () => {
      stop();
      notify.dismiss(WRONG_NETWORK_TOAST);
    };
  }, [runtime, config, sessionAddress, logOut]);

  return null;
}
