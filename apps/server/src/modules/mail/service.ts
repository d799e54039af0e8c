import type { Database } from "@wbe3/db";
import type { MailOutbox } from "../../adapters/mail/mailer.ts";
import { insertMail, markMailSent, newestMails } from "./repo.ts";

/**
 * The outbox the mailer keeps every mail in before sending it (this module owns mail_outbox; the
 * mail adapter only talks SMTP). Wired into the mailer where the app is put together.
 */
export function mailOutbox(db: Database): MailOutbox {
  return {
    add: insertMail,
    markSent: (id) => markMailSent(db, id, new Date()),
    async newest(limit) {
      const rows = await newestMails(db, limit);
      return rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, text: row.text, createdAt: row.createdAt.toISOString() }));
    },
  };
}
