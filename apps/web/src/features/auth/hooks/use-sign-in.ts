import { useCallback } from "react";
import { AppError, type SelectableRole } from "@wbe3/domain";

/**
 * Wallet sign-in (SIWE, DESIGN 5) arrives in a later issue. Until then this refuses openly
 * instead of pretending: the dialog shows "Connection Failed" with this reason.
 */
export function useSignIn(): (role: SelectableRole) => Promise<void> {
  return useCallback(async (_role: SelectableRole) => {
    throw new AppError("unavailable", "Wallet sign-in is not available yet.");
  }, []);
}
