import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AppError, DROP_RULES_FAILED, DROP_RULES_SAVED, type DropRulesInput, type DropRulesState } from "@wbe3/domain";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import { useTransactor } from "@/lib/wallet/use-transactor";
import { confirmDropRules, proposeDropRules } from "../api/drop-rules";

const CONFIRM_ATTEMPTS = 20;
const CONFIRM_RETRY_MS = 2000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A mined transaction may still lack confirmations (409) or be unseen by the server's node (404): ask again. */
async function confirmWhenSettled(listingId: string, txHash: `0x${string}`): Promise<DropRulesState> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await confirmDropRules(listingId, txHash);
    } catch (error) {
      const retry = error instanceof AppError && (error.code === "conflict" || error.code === "not_found");
      if (!retry || attempt >= CONFIRM_ATTEMPTS) throw error;
      await wait(CONFIRM_RETRY_MS);
    }
  }
}

/**
 * Saves a listing's drop rules (DESIGN 7): the server answers the call, the artist's wallet sends
 * it through the one transactor, and the server mirrors the rules once it has verified the receipt.
 */
export function useDropRules(listingId: string) {
  const transactor = useTransactor();
  const walletAddress = useViewer().user?.walletAddress ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rules: DropRulesInput): Promise<DropRulesState> => {
      if (!transactor) throw new Error("The wallet is still loading. Try again in a moment.");
      const { calls } = await proposeDropRules(listingId, rules);
      const { hash } = await transactor.sendCalls(calls, {
        label: "Drop rules",
        failureTitle: DROP_RULES_FAILED,
        expectedAccount: walletAddress,
      });
      return confirmWhenSettled(listingId, hash);
    },
    onSuccess: () => notify.success(DROP_RULES_SAVED),
    onError: (error) => {
      // The transactor has explained wallet failures in its own toast.
      if (!(error instanceof TransactionError)) notify.error(DROP_RULES_FAILED, { description: error.message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["marketplace"] }),
  });
}
