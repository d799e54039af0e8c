import type { AppDeps } from "../../deps.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { walletBalances, walletNfts } from "./service.ts";

/** Public on-chain facts about a wallet: balances and the tokens of ours it holds. */
export function walletRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/wallets/:address/balance": ({ params }, c) => walletBalances(deps.chain, params.address, c.get("logger")),
    "GET /api/wallets/:address/nfts": ({ params }, c) =>
      walletNfts(deps.db, deps.contentStore, deps.chain, params.address, c.get("logger")),
  });
}
