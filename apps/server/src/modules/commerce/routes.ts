import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { addToCart, checkout, confirmOrder, listOrders, removeFromCart, viewCart } from "./service.ts";

/** The fan cart and one-transaction checkout (DESIGN 7: the server answers calls, confirm verifies). */
export function commerceRoutes(deps: AppDeps) {
  // Read per request: the chain (and its signer) is replaced when the local chain restarts.
  const checkoutDeps = () => ({ db: deps.db, chain: deps.chain, contentStore: deps.contentStore, origin: deps.env.origins.canonical });
  return endpointRoutes(deps, {
    "GET /api/cart": (_, c) => viewCart(deps.db, requireUser(c)),
    "POST /api/cart/items": ({ body }, c) => addToCart(deps.db, requireUser(c), body),
    "DELETE /api/cart/items/:listingId": ({ params }, c) => removeFromCart(deps.db, requireUser(c), params.listingId),
    "POST /api/orders": ({ body }, c) => checkout(checkoutDeps(), requireUser(c), body),
    "GET /api/orders": async (_, c) => ({ orders: await listOrders(deps.db, requireUser(c)) }),
    "POST /api/orders/:id/confirm": ({ params, body }, c) => confirmOrder(deps.db, deps.chain, requireUser(c), params.id, body.txHash),
  });
}
