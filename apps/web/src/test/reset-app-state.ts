import { cleanup } from "@testing-library/react";
import { closeAuthDialog } from "@/features/auth/auth-dialogs";
import { getActiveWallet } from "@/lib/wallet/active-wallet";

/**
 * Page-lifetime state outlives a test inside one file (the wallet runtime, the dialogs' store,
 * sonner's toasts, storage); this puts it back the way a fresh page has it.
 */
export async function resetAppState(): Promise<void> {
  // Unmount first, so nothing on the page reacts to the reset (the wallet watcher would log out).
  cleanup();
  closeAuthDialog();
  await getActiveWallet()
    ?.disconnect()
    .catch(() => undefined);
  const { toast } = await import("sonner");
  toast.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
}
