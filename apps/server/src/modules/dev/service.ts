import { AppError, OUTBOX_LOCAL_ONLY, type OutboxMail } from "@wbe3/domain";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Env } from "../../env.ts";

const OUTBOX_LIMIT = 50;

/** Local mode only: the mail the platform "sent", for trying sign-up without an SMTP server. */
export async function devOutbox(env: Env, mailer: Mailer): Promise<OutboxMail[]> {
  if (env.chain.mode !== "local" || env.isProduction) throw new AppError("not_found", OUTBOX_LOCAL_ONLY);
  return mailer.recent(OUTBOX_LIMIT);
}
