import type { AuthActivityActions } from "../auth/activity.ts";
import type { CommerceActivityActions } from "../commerce/activity.ts";
import type { LiveShowsActivityActions } from "../live-shows/activity.ts";
import type { PublishingActivityActions } from "../publishing/activity.ts";
import type { UploadsActivityActions } from "../uploads/activity.ts";

/**
 * What the activity log records, action by action, with the details each carries. An area
 * declares its actions in its own activity.ts and is added here; the server's activity module
 * accepts only these, with exactly these details.
 */
export interface ActivityActions
  extends AuthActivityActions, CommerceActivityActions, LiveShowsActivityActions, PublishingActivityActions, UploadsActivityActions {}

export type ActivityAction = keyof ActivityActions;
