import type { Role } from "./roles.ts";

/**
 * What the activity log records, action by action, with the details each carries. An area adds
 * its actions here; the server's activity module accepts only these, with exactly these details.
 */
export interface ActivityActions {
  wallet_linked: Record<string, never>;
  wallet_sign_in: { role: Role | null };
  email_sign_up: { role: Role };
  email_log_in: Record<string, never>;
  email_verified: Record<string, never>;
  password_reset: Record<string, never>;
  upload_created: { uploadId: string; category: string };
  nft_minted: { uploadId: string; tokenId: string; txHash: string };
}

export type ActivityAction = keyof ActivityActions;

/** One entry as the admin dashboard shows it (newest first). */
export interface ActivityEntry {
  action: string;
  userId: string | null;
  createdAt: string;
}
