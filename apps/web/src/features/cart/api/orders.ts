import type { ShippingAddressInput } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** `POST /api/orders`: the cart as a signed quote, with the exact wallet calls that pay it (and where to ship its products). */
export function createOrder(shippingAddress?: ShippingAddressInput) {
  return callApi("POST /api/orders", { body: shippingAddress ? { shippingAddress } : {} });
}
