import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CONNECTION_FAILED, wrongNetwork, type SignInResponse } from "@wbe3/domain";
import { publicConfigQueryOptions } from "@/lib/config/get-public-config";
import { notify } from "@/lib/toast";
import { usePairingUri, useWalletOptions, useWalletRuntime } from "@/lib/wallet/use-wallet-runtime";
import { getWalletRuntime, type WalletOption, type WalletRuntime } from "@/lib/wallet/wallet-runtime";
import { announceFailure, switchNetwork } from "../wallet-messages";
import { signInWithWallet, type WalletSignInIntent } from "../wallet-sign-in";

export interface WalletSignIn {
  wallets: readonly WalletOption[];
  selectedWallet: WalletOption | null;
  selectWallet: (uid: string) => void;
  /** The chain settings are still on their way, so the wallets are not known yet. */
  loadingWallets: boolean;
  configError: Error | null;
  busy: boolean;
  switching: boolean;
  /** SPEC 8's wrong-network text while the wallet is on another chain. */
  wrongNetworkMessage: string | null;
  /** Why the last attempt was refused (e.g. the wallet belongs to another account), shown in place until the next. */
  failure: string | null;
  /** WalletConnect's pairing URI while a phone wallet is being waited for. */
  pairingUri: string | null;
  start: (intent: WalletSignInIntent) => Promise<void>;
  /** Gives up waiting for the wallet (the pairing code was closed). */
  cancel: () => void;
  /** The wrong-network prompt's action: switch, then carry on with the same sign-in. */
  switchAndContinue: () => Promise<void>;
}

function currentSite() {
  return { host: window.location.host, origin: window.location.origin };
}

/** State and actions behind the wallet sign-in dialog and the /register wallet step. */
export function useWalletSignIn(onSignedIn: (response: SignInResponse) => void): WalletSignIn {
  const queryClient = useQueryClient();
  const { runtime, config, error: configError } = useWalletRuntime();
  const wallets = useWalletOptions(runtime);
  const pairingUri = usePairingUri(runtime);
  const [chosenUid, setChosenUid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [wrongNetworkMessage, setWrongNetworkMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const lastIntent = useRef<WalletSignInIntent | null>(null);
  // State updates land after a re-render; a second click in between must still be refused.
  const running = useRef(false);
  const selectedWallet = wallets.find((wallet) => wallet.uid === chosenUid) ?? wallets[0] ?? null;

  async function loadRuntime(): Promise<WalletRuntime> {
    return runtime ?? getWalletRuntime(await queryClient.query({ ...publicConfigQueryOptions(), staleTime: "static" }));
  }

  async function start(intent: WalletSignInIntent): Promise<void> {
    if (running.current) return;
    running.current = true;
    lastIntent.current = intent;
    setBusy(true);
    setWrongNetworkMessage(null);
    setFailure(null);
    try {
      const active = await loadRuntime();
      const walletUid = selectedWallet?.uid ?? active.getWallets()[0]?.uid ?? null;
      const outcome = await signInWithWallet({ runtime: active, walletUid, intent, site: currentSite() });
      if (outcome.status === "signed-in") onSignedIn(outcome.response);
      else if (outcome.status === "wrong-network") {
        const settings = config ?? (await queryClient.query({ ...publicConfigQueryOptions(), staleTime: "static" }));
        setWrongNetworkMessage(wrongNetwork(settings.chainName, settings.chainId));
      } else {
        if (outcome.status === "failed") setFailure(outcome.message);
        announceFailure(outcome);
      }
    } catch (error) {
      // Only the chain settings can fail here; the sign-in itself reports through its outcome.
      notify.error(CONNECTION_FAILED.title, { description: error instanceof Error ? error.message : String(error) });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  async function switchAndContinue(): Promise<void> {
    if (switching || running.current) return;
    setSwitching(true);
    let switched = false;
    try {
      switched = await switchNetwork(await loadRuntime());
    } catch (error) {
      notify.error(CONNECTION_FAILED.title, { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setSwitching(false);
    }
    if (!switched) return;
    setWrongNetworkMessage(null);
    if (lastIntent.current) await start(lastIntent.current);
  }

  return {
    wallets,
    selectedWallet,
    selectWallet: setChosenUid,
    loadingWallets: !runtime && !configError,
    configError,
    busy,
    switching,
    wrongNetworkMessage,
    failure,
    pairingUri,
    start,
    cancel: () => runtime?.cancelConnect(),
    switchAndContinue,
  };
}
