import { Hono } from "hono";
import { z } from "zod";
import { normalizeAddress } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { validate } from "../../lib/validate.ts";
import { walletBalances, walletNfts } from "./service.ts";

// The SPEC's address rule, with its exact message, as a path parameter schema.
const walletParam = z.object({
  address: z.string().transform((value, ctx) => {
    try {
      return normalizeAddress(value);
    } catch (err) {
      ctx.addIssue({ code: "custom", message: err instanceof Error ? err.message : String(err) });
      return z.NEVER;
    }
  }),
});

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
