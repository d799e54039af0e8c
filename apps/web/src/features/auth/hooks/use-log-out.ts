import { useCallback } from "react";
import { AppError } from "@wbe3/domain";

/**
 * Server-side logout arrives with sign-in in a later issue. Nobody can be signed in before then,
 * so this only refuses openly rather than clearing anything locally and claiming success.
 */
export function useLogOut(): () => Promise<void> {
  return useCallback(async () => {
    throw new AppError("unavailable", "Log out is not available yet.");
  }, []);
}
