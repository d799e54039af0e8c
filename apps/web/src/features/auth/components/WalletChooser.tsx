import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/Skeleton";
import type { WalletSignIn } from "../hooks/use-wallet-sign-in";
import { WalletPicker } from "./WalletPicker";
import { WrongNetworkAlert } from "./WrongNetworkAlert";

// The QR encoder is only needed once someone picks WalletConnect.
const WalletConnectPairing = lazy(() => import("./WalletConnectPairing"));

interface WalletChooserProps {
  wallet: WalletSignIn;
}

/**
 * The wallet half of signing in, shared by the sign-in dialog and /register's wallet step: the
 * wallets to pick from, the wrong-network prompt, and WalletConnect's pairing code while it waits.
 */
export function WalletChooser({ wallet }: WalletChooserProps) {
  const working = wallet.busy || wallet.switching;
  return (
    <>
      <WalletPicker
        wallets={wallet.wallets}
        selectedUid={wallet.selectedWallet?.uid ?? null}
        onSelect={wallet.selectWallet}
        loading={wallet.loadingWallets}
        error={wallet.configError}
        disabled={working}
      />
      {wallet.pairingUri && (
        <Suspense fallback={<Skeleton className="mx-auto size-56 rounded-md" />}>
          <WalletConnectPairing uri={wallet.pairingUri} onCancel={wallet.cancel} />
        </Suspense>
      )}
      {wallet.wrongNetworkMessage && (
        <WrongNetworkAlert
          message={wallet.wrongNetworkMessage}
          switching={wallet.switching}
          onSwitch={() => void wallet.switchAndContinue()}
        />
      )}
    </>
  );
}
