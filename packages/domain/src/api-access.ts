import type { Access } from "./access.ts";

/**
 * Who may call each API route, by "METHOD /path" as the server registers it. The server's
 * middleware enforces this table and a test fails for any registered route missing from it.
 */
export const API_ACCESS = {
  "GET /api/health": "all",
  "GET /api/config": "all",
  "GET /api/featured": "all",
  "GET /api/marketplace": "all",
  "GET /api/wallets/:address/balance": "all",
  "GET /api/wallets/:address/nfts": "all",
  "POST /api/rpc": "all",
  "GET /api/auth/me": "all",
  "GET /api/auth/nonce": "all",
  "POST /api/auth/siwe": "all",
  "POST /api/auth/logout": "all",
  "POST /api/auth/signup": "all",
  "POST /api/auth/login": "all",
  "POST /api/auth/verify-email": "all",
  "POST /api/auth/verify-email/resend": "all",
  "POST /api/auth/password-reset/request": "all",
  "POST /api/auth/password-reset/confirm": "all",
  "GET /api/dev/outbox": "all",
  "GET /api/admin/stats": ["admin"],
  "POST /api/files": ["artist"],
  "GET /api/artist/profile": ["artist"],
  "PUT /api/artist/profile": ["artist"],
  "GET /api/uploads/mine": ["artist"],
  "POST /api/uploads": ["artist"],
  "POST /api/uploads/:id/metadata": ["artist"],
  "POST /api/uploads/:id/mint": ["artist"],
  "GET /api/artists": "all",
  "GET /api/storefront": ["artist"],
  "GET /api/artists/:username": "all",
  "GET /api/artists/by-wallet/:address": "all",
} as const satisfies Record<string, Access>;

export type ApiRouteKey = keyof typeof API_ACCESS;
