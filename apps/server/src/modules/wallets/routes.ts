import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { validate } from "../../lib/validate.ts";
import { walletParam } from "../../lib/params.ts";
import { walletBalances, walletNfts } from "./service.ts";

/** Public on-chain facts about a wallet: balances and the tokens of ours it holds. */
export function walletRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/:address/balance", validate("param", walletParam), async (c) =>
      c.json(await walletBalances(deps.chain, c.req.valid("param").address, c.get("logger"))),
    )
    .get("/:address/nfts", validate("param", walletParam), async (c) =>
      c.json(await walletNfts(deps.db, deps.chain, c.req.valid("param").address, c.get("logger"))),
    );
}
