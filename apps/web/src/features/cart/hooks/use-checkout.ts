import { useMutation, useQueryClient } from "@tanstack/react-query";
import { wbe3TokenAbi } from "@wbe3/contracts";
import {
  AppError,
  formatWbe3,
  insufficientBalance,
  ORDER_PAID,
  PAYMENT_FAILED,
  WALLET_NEEDED_TO_BUY,
  type Cart,
  type Order,
  type ShippingAddressInput,
} from "@wbe3/domain";
import { usePublicConfig } from "@/lib/config/get-public-config";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import { useTransactor } from "@/lib/wallet/use-transactor";
import { cartQueryKey } from "../api/cart";
import { payOrder } from "@/lib/orders/pay-order";
import { createOrder } from "../api/orders";

/** Why a checkout stopped before anything was signed, shown in the cart as well as in a toast. */
export class CheckoutStopped extends Error {}

/**
 * Purchase All: checks the WBE3 balance first (nothing is sent when it is short), asks the server
 * for the order's calls, sends them through the one transactor (a toast per stage) and has the
 * server verify the payment. The cart changes only once the order is paid.
 */
export function useCheckout() {
  const transactor = useTransactor();
  const config = usePublicConfig().data;
  const { user } = useViewer();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: async ({ cart, shippingAddress }: { cart: Cart; shippingAddress?: ShippingAddressInput | undefined }): Promise<Order> => {
      if (!transactor || !config) throw new CheckoutStopped("The wallet is still loading. Try again in a moment.");
      const options = {
        label: "Checkout",
        failureTitle: PAYMENT_FAILED.title,
        expectedAccount: user?.walletAddress ?? null,
        notConnectedMessage: WALLET_NEEDED_TO_BUY,
      };
      const account = await transactor.check(options);
      const balance = await transactor.read({
        address: config.contracts.WBE3Token,
        abi: wbe3TokenAbi,
        functionName: "balanceOf",
        args: [account],
      });
      const total = BigInt(cart.total);
      if (balance < total) {
        const message = insufficientBalance(formatWbe3(total), formatWbe3(balance));
        notify.error(message);
        throw new CheckoutStopped(message);
      }
      let orderId: string;
      let calls;
      try {
        ({ orderId, calls } = await createOrder(shippingAddress));
      } catch (error) {
        const message = error instanceof AppError ? error.message : PAYMENT_FAILED.description;
        notify.error(PAYMENT_FAILED.title, { description: message });
        throw new CheckoutStopped(message, { cause: error });
      }
      const order = await payOrder(transactor, { orderId, calls }, options);
      if (!order) throw new CheckoutStopped(PAYMENT_FAILED.description);
      notify.success(ORDER_PAID);
      return order;
    },
    onSettled: async (_order, error) => {
      // A rejected or reverted payment changed nothing: the cart stays as it was.
      if (error instanceof TransactionError || error instanceof CheckoutStopped) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["wallet"] }),
        queryClient.invalidateQueries({ queryKey: ["marketplace"] }),
      ]);
    },
  });
}
