import { Hono } from "hono";
import { desc } from "drizzle-orm";
import { mailOutbox } from "@wbe3/db";
import { AppError, type OutboxMail } from "@wbe3/domain";
import type { AppEnv } from "../../app-env.ts";
import type { AppDeps } from "../../deps.ts";

/** Local mode only: the mail the platform "sent", for trying sign-up without an SMTP server. */
export function devRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/outbox", async (c) => {
    if (deps.env.chain.mode !== "local" || deps.env.isProduction) throw new AppError("not_found", "The outbox exists only in local mode.");
    const rows = await deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
    const mails: OutboxMail[] = rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, text: row.text, createdAt: row.createdAt.toISOString() }));
    c.header("Cache-Control", "no-store");
    return c.json({ mails });
  });
}
