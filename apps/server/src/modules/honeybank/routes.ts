import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { createWallet, myStatement, myWallet } from "./service.ts";

/** HoneyBank: the wallet on the ledger. Money requests name their Idempotency-Key. */
export function honeybankRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "POST /api/honeybank/accounts": async ({ body }, c) =>
      createWallet(deps, requireUser(c), body, { key: c.req.header("idempotency-key"), method: c.req.method, path: c.req.path }),
    "GET /api/honeybank/account": async (_input, c) => myWallet(deps, requireUser(c)),
    "GET /api/honeybank/ledger": async ({ query }, c) => myStatement(deps, requireUser(c), query),
  });
}
