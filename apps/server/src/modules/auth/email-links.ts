import { randomBytes } from "node:crypto";
import { EMAIL_TOKEN_TTL_MS, LINK_MAIL_LIMIT, normalizeEmail } from "@wbe3/domain";
import type { Database, users } from "@wbe3/db";
import type { QueuedMail } from "../../adapters/mail/mailer.ts";
import type { AppDeps } from "../../deps.ts";
import { countHit } from "../rate-limits/service.ts";
import { hashToken } from "./sessions.ts";
import { insertEmailToken, invalidateEmailTokens } from "./user-repo.ts";

type UserRow = typeof users.$inferSelect;
export type LinkPurpose = "verify" | "reset";

/**
 * Creates a one-time link for the user and writes its mail to the outbox, both through `db` (a
 * transaction's handle keeps them together with the caller's other writes). A reset link
 * replaces any earlier one. Links point at the configured origin, never the request's Host, so
 * a forged Host cannot send a user's token elsewhere.
 */
export async function queueEmailLink(
  db: Database,
  deps: AppDeps,
  user: UserRow & { email: string },
  purpose: LinkPurpose,
): Promise<QueuedMail> {
  const token = randomBytes(32).toString("base64url");
  if (purpose === "reset") await invalidateEmailTokens(db, user.id, "reset");
  await insertEmailToken(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose,
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  const origin = deps.env.origins.canonical;
  const greeting = `Hello ${user.name ?? "there"},`;
  const mail =
    purpose === "verify"
      ? {
          subject: "Verify your WBE3 e-mail",
          text: `${greeting}\n\nConfirm your e-mail address to finish setting up your WBE3 account:\n${origin}/verify-email?token=${token}\n\nThe link works for 48 hours.`,
        }
      : {
          subject: "Reset your WBE3 password",
          text: `${greeting}\n\nChoose a new password here:\n${origin}/reset-password?token=${token}\n\nThe link works for one hour. If you did not ask for it, ignore this mail.`,
        };
  return deps.mailer.queue(db, { to: user.email, ...mail });
}

/**
 * Mails a new link unless this address already received LINK_MAIL_LIMIT of this purpose in the
 * window; over it nothing is sent and the caller answers as always, so the limit reveals nothing.
 */
export async function mailLinkWithinLimit(deps: AppDeps, user: UserRow, purpose: LinkPurpose): Promise<void> {
  const email = user.email;
  if (!email) return;
  const hit = await countHit(deps.db, `${purpose}-mail:${normalizeEmail(email)}`, LINK_MAIL_LIMIT.windowMs);
  if (hit.count > LINK_MAIL_LIMIT.perAddress) {
    deps.logger.warn({ userId: user.id, purpose }, "link mail limit reached; no mail sent");
    return;
  }
  const mail = await deps.db.transaction((tx) => queueEmailLink(tx, deps, { ...user, email }, purpose));
  await deps.mailer.deliver(mail);
}
