import { AppError, type Order, type WalletCall } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";
import type { Transactor, WriteOptions } from "@/lib/wallet/transactor";

const CONFIRM_ATTEMPTS = 20;
const CONFIRM_RETRY_MS = 2000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `POST /api/orders/:id/confirm`: the server records the order only after checking its transaction on chain. */
export function confirmOrder(orderId: string, txHash: `0x${string}`) {
  return callApi("POST /api/orders/:id/confirm", { params: { id: orderId }, body: { txHash } });
}

/** A mined payment may still lack confirmations (409) or be unseen by the server's node (404): ask again. */
export async function confirmWhenSettled(orderId: string, txHash: `0x${string}`): Promise<Order> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await confirmOrder(orderId, txHash);
    } catch (error) {
      const retry = error instanceof AppError && (error.code === "conflict" || error.code === "not_found");
      if (!retry || attempt >= CONFIRM_ATTEMPTS) throw error;
      await wait(CONFIRM_RETRY_MS);
    }
  }
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
