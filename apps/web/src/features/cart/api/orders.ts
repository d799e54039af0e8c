import { callApi } from "@/lib/api-client";

/** `POST /api/orders`: the cart as a signed quote, with the exact wallet calls that pay it. */
export function createOrder() {
  return callApi("POST /api/orders");
}

/** The server records the order only after checking its transaction on chain. */
export function confirmOrder(orderId: string, txHash: `0x${string}`) {
  return callApi("POST /api/orders/:id/confirm", { params: { id: orderId }, body: { txHash } });
}
