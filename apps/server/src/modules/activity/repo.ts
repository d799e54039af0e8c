import { desc } from "drizzle-orm";
import { activityLogs, type Database } from "@wbe3/db";

export async function insertActivity(db: Database, action: string, userId: string | null, details: Record<string, unknown>): Promise<void> {
  await db.insert(activityLogs).values({ action, userId, details });
}

export function newestActivity(db: Database, limit: number) {
  return db.select().from(activityLogs).orderBy(desc(activityLogs.createdAt), desc(activityLogs.id)).limit(limit);
}
