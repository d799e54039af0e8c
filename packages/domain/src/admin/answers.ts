import { z } from "zod";

/** One activity-log entry as the admin dashboard shows it (newest first). */
export const activityEntryAnswer = z.object({ action: z.string(), userId: z.string().nullable(), createdAt: z.string() });
export type ActivityEntry = z.output<typeof activityEntryAnswer>;

/** The admin dashboard's figures. */
export const platformStatsAnswer = z.object({
  users: z.number().int(),
  uploads: z.number().int(),
  nftMints: z.number().int(),
  /** The latest activity, newest first (SPEC: 10 fetched, the dashboard shows 5). */
  activity: z.array(activityEntryAnswer),
});
export type PlatformStats = z.output<typeof platformStatsAnswer>;
