import { Suspense, lazy } from "react";
import { useViewer } from "@/lib/session/use-viewer";

// Loaded only for sessions that have a wallet, so visitors never download the wallet stack.
const WalletSessionWatcher = lazy(() => import("./WalletSessionWatcher").then((module) => ({ default: module.WalletSessionWatcher })));

/** Keeps a wallet session in step with the wallet itself (SPEC 4, DESIGN 5). */
export function WalletSessionSync() {
  const { user } = useViewer();
  const address = user?.walletAddress;
  if (!address) return null;
  return (
    <Suspense fallback={null}>
      <WalletSessionWatcher sessionAddress={address.toLowerCase()} />
    </Suspense>
  );
}
