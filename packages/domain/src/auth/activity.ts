import type { Role } from "../roles/roles.ts";

/** Sign-in and account actions of the activity log, with the details each carries. */
export interface AuthActivityActions {
  wallet_linked: Record<string, never>;
  wallet_sign_in: { role: Role | null };
  email_sign_up: { role: Role };
  email_log_in: Record<string, never>;
  email_verified: Record<string, never>;
  password_reset: Record<string, never>;
}
