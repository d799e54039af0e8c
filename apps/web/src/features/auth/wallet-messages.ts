import {
  CONNECTION_FAILED,
  CONNECTION_PENDING,
  CONNECTION_REJECTED,
  NETWORK_SWITCHED,
  NETWORK_SWITCH_FAILED,
  NO_WALLET,
  PROFILE_SYNC_WARNING,
  ROLE_REQUIRED,
} from "@wbe3/domain";
import { notify } from "@/lib/toast";
import { walletErrorMessage } from "@/lib/wallet/wallet-errors";
import type { WalletRuntime } from "@/lib/wallet/wallet-runtime";
import type { WalletSignInOutcome } from "./wallet-sign-in";

type Failure = Exclude<WalletSignInOutcome, { status: "signed-in" } | { status: "wrong-network" }>;

/** The SPEC 8 toast for each way a wallet sign-in can fail. */
export function announceFailure(outcome: Failure): void {
  switch (outcome.status) {
    case "role-required":
      notify.error(ROLE_REQUIRED.title, { description: ROLE_REQUIRED.description });
      return;
    case "no-wallet":
      notify.error(NO_WALLET);
      return;
    case "rejected":
      notify.error(CONNECTION_REJECTED.title, { description: CONNECTION_REJECTED.description });
      return;
    case "pending":
      notify.warning(CONNECTION_PENDING.title, { description: CONNECTION_PENDING.description });
      return;
    case "failed":
      notify.error(CONNECTION_FAILED.title, { description: outcome.message });
      return;
    case "profile-sync-failed":
      notify.warning(PROFILE_SYNC_WARNING.title, { description: PROFILE_SYNC_WARNING.description });
      return;
    case "cancelled":
      return;
  }
}

/** Asks the wallet to move to the app's chain; says how it went. Resolves whether it worked. */
export async function switchNetwork(runtime: WalletRuntime): Promise<boolean> {
  try {
    await runtime.switchToAppChain();
    notify.success(NETWORK_SWITCHED.title);
    return true;
  } catch (error) {
    notify.error(NETWORK_SWITCH_FAILED.title, { description: walletErrorMessage(error) });
    return false;
  }
}
