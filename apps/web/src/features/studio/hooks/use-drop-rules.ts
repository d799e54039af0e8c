import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DROP_RULES_FAILED, DROP_RULES_SAVED, type DropRulesInput, type DropRulesState } from "@wbe3/domain";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import { requireTransactor } from "@/lib/wallet/require-transactor";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import { useTransactor } from "@/lib/wallet/use-transactor";
import { whenSettled } from "@/lib/wallet/when-settled";
import { confirmDropRules, proposeDropRules } from "../api/drop-rules";

/** Mirrors the rules once their transaction is settled (only waiting refusals are asked again). */
const confirmWhenSettled = (listingId: string, txHash: `0x${string}`): Promise<DropRulesState> =>
  whenSettled(() => confirmDropRules(listingId, txHash));

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
      const wallet = requireTransactor(transactor);
      const { calls } = await proposeDropRules(listingId, rules);
      const { hash } = await wallet.sendCalls(calls, {
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
