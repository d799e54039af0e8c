import { useEffect, useRef } from "react";
import { BALANCE_FETCH_FAILED_TOAST } from "@wbe3/domain";
import { notify } from "@/lib/toast";

const TOAST_ID = "balance-fetch-failed";

/**
 * SPEC 8's "Balance Fetch Failed" toast, once per run of failures: the 30 s refresh keeps failing
 * quietly while the card shows the failure, and the next failure after a success is told again.
 */
export function useBalanceFailureToast(failed: boolean, succeeded: boolean): void {
  const told = useRef(false);
  useEffect(() => {
    if (failed && !told.current) {
      told.current = true;
      notify.error(BALANCE_FETCH_FAILED_TOAST.title, { id: TOAST_ID, description: BALANCE_FETCH_FAILED_TOAST.description });
    } else if (succeeded) {
      told.current = false;
    }
  }, [failed, succeeded]);
}
