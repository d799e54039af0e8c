import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { createWallet, myAnalytics, myStatement, myWallet } from "./service.ts";
import { executeQuote, quoteExchange, quoteMetals } from "./trading.ts";

/** The Idempotency-Key a money request names, and what it is (its method and path). */
const keyOf = (c: Context<AppEnv>) => ({ key: c.req.header("idempotency-key"), method: c.req.method, path: c.req.path });

/** HoneyBank: the wallet on the ledger. Money requests name their Idempotency-Key. */
export function honeybankRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "POST /api/honeybank/accounts": async ({ body }, c) => createWallet(deps, requireUser(c), body, keyOf(c)),
    "GET /api/honeybank/account": async (_input, c) => myWallet(deps, requireUser(c)),
    "GET /api/honeybank/ledger": async ({ query }, c) => myStatement(deps, requireUser(c), query),
    "GET /api/honeybank/analytics": async (_input, c) => myAnalytics(deps, requireUser(c)),
    "POST /api/honeybank/exchange/quotes": async ({ body }, c) => quoteExchange(deps, requireUser(c), body),
    "POST /api/honeybank/exchange": async ({ body }, c) => executeQuote(deps, requireUser(c), "exchange", body.quoteId, keyOf(c)),
    "POST /api/honeybank/metals/quotes": async ({ body }, c) => quoteMetals(deps, requireUser(c), body),
    "POST /api/honeybank/metals/orders": async ({ body }, c) => executeQuote(deps, requireUser(c), "metals", body.quoteId, keyOf(c)),
  });
}
