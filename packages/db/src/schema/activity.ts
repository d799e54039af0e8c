import { bigserial, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./auth.ts";

export const activityLogs = pgTable(
  "activity_logs",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    action: text("action").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("activity_newest").on(t.createdAt.desc())],
);
