// Where the areas' fact providers meet the content module (decision 0026): the content module's
// hub names no area; this file, imported once where the app is put together, registers each area's
// provider. An area that gates files with its own rule adds its provider here.
import { registerAccessFacts } from "../modules/content/service.ts";
import { COPYRIGHT_ACCESS_FACTS } from "../modules/copyright/content-access.ts";
import { LIVE_SHOWS_ACCESS_FACTS } from "../modules/live-shows/content-access.ts";
import { PUBLISHING_ACCESS_FACTS } from "../modules/publishing/content-access.ts";
import { UPLOADS_ACCESS_FACTS } from "../modules/uploads/content-access.ts";

for (const provider of [UPLOADS_ACCESS_FACTS, PUBLISHING_ACCESS_FACTS, LIVE_SHOWS_ACCESS_FACTS, COPYRIGHT_ACCESS_FACTS]) {
  registerAccessFacts(provider);
}
