import type { Access } from "../auth/access.ts";

/** Who may call the chain routes: configuration, wallet reads and the local RPC proxy. */
export const CHAIN_API_ACCESS = {
  "GET /api/config": "all",
  "GET /api/wallets/:address/balance": "all",
  "GET /api/wallets/:address/nfts": "all",
  "POST /api/rpc": "all",
} as const satisfies Record<string, Access>;
