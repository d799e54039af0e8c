import type { Order, WalletCall } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";
import type { Transactor, WriteOptions } from "@/lib/wallet/transactor";
import { whenSettled } from "@/lib/wallet/when-settled";

/** `POST /api/orders/:id/confirm`: the server records the order only after checking its transaction on chain. */
export function confirmOrder(orderId: string, txHash: `0x${string}`) {
  return callApi("POST /api/orders/:id/confirm", { params: { id: orderId }, body: { txHash } });
}

/** Confirms the order once its payment is settled (see whenSettled: only waiting refusals are asked again). */
export function confirmWhenSettled(orderId: string, txHash: `0x${string}`): Promise<Order> {
  return whenSettled(() => confirmOrder(orderId, txHash));
}

/**
 * Pays an order the server created (a cart checkout, a membership, the publishing unlock): sends
 * its calls through the one transactor and has the server verify the receipt. An order without
 * calls (the free trial) is complete already.
 */
export async function payOrder(
  transactor: Transactor,
  order: { orderId: string; calls: readonly WalletCall[] },
  options: WriteOptions,
): Promise<Order | null> {
  if (order.calls.length === 0) return null;
  const { hash } = await transactor.sendCalls(order.calls, options);
  return confirmWhenSettled(order.orderId, hash);
}
