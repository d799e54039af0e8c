import type { OpeningsDeclaration } from "../content/opening.ts";
import { LIVE_SHOWS_OPENINGS } from "../live-shows/openings.ts";
import { PUBLISHING_OPENINGS } from "../publishing/openings.ts";
import { UPLOADS_OPENINGS } from "../uploads/openings.ts";

/** Every area whose tokens open something (decision 0027). A new area adds its declaration here. */
export const OPENING_DECLARATIONS: readonly OpeningsDeclaration[] = [UPLOADS_OPENINGS, PUBLISHING_OPENINGS, LIVE_SHOWS_OPENINGS];
