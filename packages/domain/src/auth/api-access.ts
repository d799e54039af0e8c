import type { Access } from "./access.ts";

/** Who may call the sign-in, account and (local mode) outbox routes. */
export const AUTH_API_ACCESS = {
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
} as const satisfies Record<string, Access>;
