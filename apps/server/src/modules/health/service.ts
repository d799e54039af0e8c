import { AppError, chainDisplayName, chainUnavailable, DATABASE_UNAVAILABLE, type HealthResponse } from "@wbe3/domain";
import { chainAnswers } from "../../adapters/chain/chain-probe.ts";
import type { AppDeps } from "../../deps.ts";
import type { Logger } from "../../lib/logger.ts";
import { contractAddresses } from "../config/service.ts";

/** The database and the chain both answer; each failing part is a 503 naming itself. */
export async function checkHealth(deps: Pick<AppDeps, "checkDatabase" | "chain" | "driver">, logger: Logger): Promise<HealthResponse> {
  // The error is kept in the log, not in the answer.
  await deps.checkDatabase().catch((err: unknown) => {
    logger.warn({ err }, "health: the database did not answer");
    throw new AppError("unavailable", DATABASE_UNAVAILABLE, { cause: err });
  });
  const answers = await chainAnswers(deps.chain.rpcUrl, deps.chain.chainId).catch((err: unknown) => {
    logger.warn({ err }, "health: the chain did not answer");
    return false;
  });
  if (!answers) throw new AppError("unavailable", chainUnavailable(chainDisplayName(deps.chain.chainId)));
  return { status: "ok", db: deps.driver, chainId: deps.chain.chainId, contracts: contractAddresses(deps.chain) };
}
