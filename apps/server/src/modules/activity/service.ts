import type { Database } from "@wbe3/db";
import type { ActivityAction, ActivityActions, ActivityEntry } from "@wbe3/domain";
import { insertActivity, newestActivity } from "./repo.ts";

/**
 * Records what someone did. Any module may call this (inside its own transaction, by passing
 * it as `db`, when the activity must land with the change it describes).
 */
export async function recordActivity<Action extends ActivityAction>(
  db: Database,
  action: Action,
  userId: string | null,
  details: ActivityActions[Action],
): Promise<void> {
  await insertActivity(db, action, userId, details);
}

/** The newest entries first. */
export async function latestActivity(db: Database, limit: number): Promise<ActivityEntry[]> {
  const rows = await newestActivity(db, limit);
  return rows.map((row) => ({ action: row.action, userId: row.userId, createdAt: row.createdAt.toISOString() }));
}
