import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { DISCONNECT_FAILED, LOGGED_OUT } from "@wbe3/domain";
import { PATHS } from "@/config/paths";
import { ANONYMOUS_ME, meQueryKey } from "@/lib/session/get-me";
import { notify } from "@/lib/toast";
import { getActiveWallet } from "@/lib/wallet/active-wallet";
import { postLogOut } from "../api/log-out";
import { clearAppStorage } from "../clear-app-storage";

function reason(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

// The header button and the wallet watcher may both end the session at once (Log Out disconnects
// the wallet, which the watcher sees); they share one run.
let running: Promise<boolean> | null = null;

/**
 * Log Out (SPEC 2, 4): the server revokes the session, the wallet is disconnected, the app's
 * storage is cleared, and the user lands on home. Resolves false when the server could not be
 * told, in which case the user stays signed in and sees why.
 */
export function useLogOut(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    running ??= (async () => {
      try {
        await postLogOut();
      } catch (error) {
        notify.error(DISCONNECT_FAILED, { description: reason(error) });
        return false;
      }
      try {
        await getActiveWallet()?.disconnect();
      } catch (error) {
        // The session is already over; the wallet merely keeps its permission until the user revokes it.
        notify.error(DISCONNECT_FAILED, { description: reason(error) });
      }
      clearAppStorage();
      queryClient.setQueryData(meQueryKey, ANONYMOUS_ME);
      notify.success(LOGGED_OUT.title, { description: LOGGED_OUT.description });
      void navigate(PATHS.home);
      return true;
    })().finally(() => {
      running = null;
    });
    return running;
  }, [navigate, queryClient]);
}
