import { desc } from "drizzle-orm";
import { activityLogs, nftMints, uploads, users, type Database } from "@wbe3/db";
import { DISPLAY } from "@wbe3/domain";

export interface PlatformStats {
  users: number;
  uploads: number;
  nftMints: number;
  /** The latest activity, newest first (SPEC: 10 fetched, the dashboard shows 5). */
  activity: { action: string; userId: string | null; createdAt: string }[];
}

export async function platformStats(db: Database): Promise<PlatformStats> {
  const [userCount, uploadCount, mintCount, latest] = await Promise.all([
    db.$count(users),
    db.$count(uploads),
    db.$count(nftMints),
    db.select().from(activityLogs).orderBy(desc(activityLogs.createdAt), desc(activityLogs.id)).limit(DISPLAY.activityFetched),
  ]);
  return {
    users: userCount,
    uploads: uploadCount,
    nftMints: mintCount,
    activity: latest.map((row) => ({ action: row.action, userId: row.userId, createdAt: row.createdAt.toISOString() })),
  };
}
