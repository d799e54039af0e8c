import { useMutation, useQueryClient } from "@tanstack/react-query";
import { wbe3TokenAbi } from "@wbe3/contracts";
import {
  AppError,
  formatWbe3,
  insufficientBalance,
  PAYMENT_FAILED,
  PUBLISHING_MESSAGES,
  PUBLISHING_UNLOCK,
  PUBLISHING_UNLOCKED,
  WBE3_DECIMALS,
} from "@wbe3/domain";
import { usePublicConfig } from "@/lib/config/get-public-config";
import { payOrder } from "@/lib/orders/pay-order";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import type { WriteOptions } from "@/lib/wallet/transactor";
import { useTransactor } from "@/lib/wallet/use-transactor";
import { createUnlockOrder, membershipQueryKey } from "../api/books";

/** An unlock that stopped before anything was signed; its toast has been shown. */
export class UnlockStopped extends Error {}

const UNLOCK_PRICE = BigInt(PUBLISHING_UNLOCK.wbe3) * 10n ** BigInt(WBE3_DECIMALS);

function stop(message: string): never {
  notify.error(PAYMENT_FAILED.title, { description: message });
  throw new UnlockStopped(message);
}

/**
 * The Unlock button: checks the wallet holds 198 WBE3 (nothing is sent otherwise), asks the server
 * for the order, pays it through the one transactor and has the server verify it; then the
 * membership is read again and the tab shows the form.
 */
export function useUnlockPublishing() {
  const transactor = useTransactor();
  const config = usePublicConfig().data;
  const { user } = useViewer();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: async () => {
      if (!user?.walletAddress) stop(PUBLISHING_MESSAGES.unlockWalletNeeded);
      if (!transactor || !config) throw new UnlockStopped("The wallet is still loading. Try again in a moment.");
      const options: WriteOptions = {
        label: "Book publishing unlock",
        failureTitle: PAYMENT_FAILED.title,
        expectedAccount: user.walletAddress,
        notConnectedMessage: PUBLISHING_MESSAGES.unlockWalletNeeded,
      };
      const account = await transactor.check(options);
      const balance = await transactor.read({
        address: config.contracts.WBE3Token,
        abi: wbe3TokenAbi,
        functionName: "balanceOf",
        args: [account],
      });
      if (balance < UNLOCK_PRICE) {
        const message = insufficientBalance(formatWbe3(UNLOCK_PRICE), formatWbe3(balance));
        notify.error(message);
        throw new UnlockStopped(message);
      }
      let order;
      try {
        order = await createUnlockOrder();
      } catch (error) {
        stop(error instanceof AppError ? error.message : PAYMENT_FAILED.description);
      }
      await payOrder(transactor, order, options);
      notify.success(PUBLISHING_UNLOCKED.title);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipQueryKey }),
  });
}
