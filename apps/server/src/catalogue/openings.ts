// The openings seam (decision 0027): every area that sells something a token opens, or serves a
// resource through signed links, listed once and registered when the app is put together (app.ts
// imports this file). Content, commerce and chain-index read the registry in lib/openings.ts and
// name no area. A new area adds its `AreaOpenings` (from its own module) to the list below.
import { registerOpenings, type AreaOpenings } from "../lib/openings.ts";
import { LIVE_SHOWS_OPENINGS } from "../modules/live-shows/openings.ts";
import { PUBLISHING_OPENINGS } from "../modules/publishing/openings.ts";
import { UPLOADS_OPENINGS } from "../modules/uploads/openings.ts";

/** In the order their answers win: a token both an upload and a book claim is the upload's. */
export const OPENING_AREAS: readonly AreaOpenings[] = [UPLOADS_OPENINGS, PUBLISHING_OPENINGS, LIVE_SHOWS_OPENINGS];

for (const area of OPENING_AREAS) registerOpenings(area);
