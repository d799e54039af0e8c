import type { Database } from "@wbe3/db";
import { DISPLAY, type PlatformStats } from "@wbe3/domain";
import { latestActivity } from "../activity/service.ts";
import { userCount } from "../auth/service.ts";
import { uploadCounts } from "../uploads/service.ts";

/** The admin dashboard's figures, each from the module that owns it. */
export async function platformStats(db: Database): Promise<PlatformStats> {
  const [users, { uploads, nftMints }, activity] = await Promise.all([
    userCount(db),
    uploadCounts(db),
    latestActivity(db, DISPLAY.activityFetched),
  ]);
  return { users, uploads, nftMints, activity };
}
