import { Hono } from "hono";
import { AppError, chainDisplayName, chainUnavailable, DATABASE_UNAVAILABLE, type HealthResponse } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";
import { contractAddresses } from "../config/service.ts";

/** Long enough for a loaded machine, short enough for a load balancer's probe. */
const CHAIN_PROBE_TIMEOUT_MS = 3_000;

/** Asks the node directly (not through the caching client) whether it answers with our chain id. */
async function chainAnswers(rpcUrl: string, chainId: number): Promise<boolean> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    signal: AbortSignal.timeout(CHAIN_PROBE_TIMEOUT_MS),
  });
  const body = (await response.json()) as { result?: unknown };
  return typeof body.result === "string" && Number.parseInt(body.result, 16) === chainId;
}

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    // Each failing part answers 503 naming itself; the error is kept in the log, not in the answer.
    await deps.checkDatabase().catch((err: unknown) => {
      c.get("logger").warn({ err }, "health: the database did not answer");
      throw new AppError("unavailable", DATABASE_UNAVAILABLE, { cause: err });
    });
    const answers = await chainAnswers(deps.chain.rpcUrl, deps.chain.chainId).catch((err: unknown) => {
      c.get("logger").warn({ err }, "health: the chain did not answer");
      return false;
    });
    if (!answers) throw new AppError("unavailable", chainUnavailable(chainDisplayName(deps.chain.chainId)));
    const body: HealthResponse = {
      status: "ok",
      db: deps.driver,
      chainId: deps.chain.chainId,
      contracts: contractAddresses(deps.chain),
    };
    return c.json(body);
  });
}
