import nodemailer from "nodemailer";
import { eq } from "drizzle-orm";
import { mailOutbox, type Database } from "@wbe3/db";
import type { Logger } from "../../lib/logger.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is first written to the outbox table, so nothing we promised a user is lost.
 * With SMTP configured it is then delivered and marked sent; without (local mode) the outbox
 * is the delivery, readable on the dev outbox page.
 */
export function createMailer(db: Database, options: { smtpUrl: string | undefined; from: string }, logger: Logger): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        // The row stays unsent; the caller's action already succeeded and must not fail for it.
        logger.error({ err, to: mail.to }, "mail delivery failed");
      }
    },
  };
}
