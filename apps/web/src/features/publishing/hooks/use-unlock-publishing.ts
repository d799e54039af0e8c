import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PUBLISHING_MESSAGES, PUBLISHING_UNLOCK, PUBLISHING_UNLOCKED, WBE3_DECIMALS } from "@wbe3/domain";
import { PaymentStopped, usePayInWbe3 } from "@/lib/orders/use-pay-in-wbe3";
import { notify } from "@/lib/toast";
import { createUnlockOrder, membershipQueryKey } from "../api/books";

/** An unlock that stopped before anything was signed; its toast has been shown. */
export { PaymentStopped as UnlockStopped };

const UNLOCK_PRICE = BigInt(PUBLISHING_UNLOCK.wbe3) * 10n ** BigInt(WBE3_DECIMALS);

/**
 * The Unlock button: pays the 198 WBE3 order through the one WBE3 payment flow; then the
 * membership is read again and the tab shows the form.
 */
export function useUnlockPublishing() {
  const pay = usePayInWbe3();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: async () => {
      await pay({
        label: "Book publishing unlock",
        walletNeeded: PUBLISHING_MESSAGES.unlockWalletNeeded,
        requireLinkedWallet: true,
        amount: UNLOCK_PRICE,
        createOrder: createUnlockOrder,
      });
      notify.success(PUBLISHING_UNLOCKED.title);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipQueryKey }),
  });
}
