import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ORDER_PAID, PAYMENT_FAILED, WALLET_NEEDED_TO_BUY, type Cart, type Order, type ShippingAddressInput } from "@wbe3/domain";
import { notify } from "@/lib/toast";
import { PaymentStopped, usePayInWbe3 } from "@/lib/orders/use-pay-in-wbe3";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import { cartQueryKey } from "../api/cart";
import { createOrder } from "../api/orders";

/** Why a checkout stopped before anything was signed, shown in the cart as well as in a toast. */
export { PaymentStopped as CheckoutStopped };

/**
 * Purchase All: pays the cart through the one WBE3 payment flow (balance checked first, a toast per
 * stage, the server verifying the payment). The cart changes only once the order is paid.
 */
export function useCheckout() {
  const pay = usePayInWbe3();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: async ({ cart, shippingAddress }: { cart: Cart; shippingAddress?: ShippingAddressInput | undefined }): Promise<Order> => {
      const order = await pay({
        label: "Checkout",
        walletNeeded: WALLET_NEEDED_TO_BUY,
        amount: BigInt(cart.total),
        createOrder: () => createOrder(shippingAddress),
      });
      if (!order) throw new PaymentStopped(PAYMENT_FAILED.description);
      notify.success(ORDER_PAID);
      // A line refunded instead of delivered (its listing withdrawn before the payment) says so.
      for (const item of order.items) if (item.refund) notify.warning(item.title, { description: item.refund.note });
      return order;
    },
    onSettled: async (_order, error) => {
      // A rejected or reverted payment changed nothing: the cart stays as it was.
      if (error instanceof TransactionError || error instanceof PaymentStopped) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["wallet"] }),
        queryClient.invalidateQueries({ queryKey: ["marketplace"] }),
      ]);
    },
  });
}
