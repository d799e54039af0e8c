import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { artistProducts, createProduct, myProducts, patchProduct, shipOrder, storeOrders } from "./service.ts";

/** The artist's store: products sold through their own listings, the public list, and the orders to ship. */
export function storeRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/artist/products": async (_, c) => ({ products: await myProducts(deps.db, requireUser(c)) }),
    "POST /api/artist/products": async ({ body }, c) => createProduct(deps.db, requireUser(c), body),
    "PATCH /api/artist/products/:id": async ({ params, body }, c) => patchProduct(deps.db, requireUser(c), params.id, body),
    "GET /api/artists/:username/products": async ({ params }) => ({ products: await artistProducts(deps.db, params.username) }),
    "GET /api/artist/store/orders": async (_, c) => storeOrders(deps.db, requireUser(c)),
    "POST /api/artist/store/orders/:orderId/ship": async ({ params }, c) => shipOrder(deps.db, requireUser(c), params.orderId),
  });
}
