import nodemailer from "nodemailer";
import { desc, eq } from "drizzle-orm";
import { mailOutbox, type Database } from "@wbe3/db";
import type { OutboxMail } from "@wbe3/domain";
import type { Logger } from "../../lib/logger.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A mail written to the outbox, to hand to `deliver` once its transaction committed. */
export interface QueuedMail extends Mail {
  id: string;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox through `db`: pass a transaction's handle and the mail commits
   * or rolls back with the rest (sign-up: user, token and mail together, or nothing).
   */
  queue(db: Database, mail: Mail): Promise<QueuedMail>;
  /** Delivers a committed outbox mail over SMTP and marks it sent; without SMTP the outbox is the delivery. */
  deliver(mail: QueuedMail): Promise<void>;
  /** queue + deliver, for a mail that belongs to no larger transaction. */
  send(mail: Mail): Promise<void>;
  /** The newest mails of the outbox (the dev outbox page of local mode). */
  recent(limit: number): Promise<OutboxMail[]>;
}

/**
 * Every mail is first written to the outbox table, so nothing we promised a user is lost.
 * With SMTP configured it is then delivered and marked sent; without (local mode) the outbox
 * is the delivery, readable on the dev outbox page.
 */
export function createMailer(db: Database, options: { smtpUrl: string | undefined; from: string }, logger: Logger): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const mailer: Mailer = {
    async queue(handle, mail) {
      const [row] = await handle.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!row) throw new Error("mail outbox insert returned nothing");
      return { ...mail, id: row.id };
    },
    async deliver(mail) {
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, mail.id));
      } catch (err) {
        // The row stays unsent; the caller's action already succeeded and must not fail for it.
        logger.error({ err, to: mail.to }, "mail delivery failed");
      }
    },
    async send(mail) {
      await mailer.deliver(await mailer.queue(db, mail));
    },
    async recent(limit) {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
      return rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, text: row.text, createdAt: row.createdAt.toISOString() }));
    },
  };
  return mailer;
}
