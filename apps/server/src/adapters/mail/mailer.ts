import nodemailer from "nodemailer";
import type { Database } from "@wbe3/db";
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

/** Where every mail is kept before it is sent: the mail module's outbox table, handed in by the app. */
export interface MailOutbox {
  /** Writes the mail through `db` (a transaction's handle, to commit with the rest); answers its id. */
  add(db: Database, mail: Mail): Promise<string>;
  markSent(id: string): Promise<void>;
  newest(limit: number): Promise<OutboxMail[]>;
}

/**
 * Every mail is first written to the outbox, so nothing we promised a user is lost.
 * With SMTP configured it is then delivered and marked sent; without (local mode) the outbox
 * is the delivery, readable on the dev outbox page.
 */
export function createMailer(
  db: Database,
  outbox: MailOutbox,
  options: { smtpUrl: string | undefined; from: string },
  logger: Logger,
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const mailer: Mailer = {
    async queue(handle, mail) {
      return { ...mail, id: await outbox.add(handle, mail) };
    },
    async deliver(mail) {
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await outbox.markSent(mail.id);
      } catch (err) {
        // The row stays unsent; the caller's action already succeeded and must not fail for it.
        logger.error({ err, to: mail.to }, "mail delivery failed");
      }
    },
    async send(mail) {
      await mailer.deliver(await mailer.queue(db, mail));
    },
    recent: (limit) => outbox.newest(limit),
  };
  return mailer;
}
