// The openings seam (decision 0027): every area that sells something a token opens, or serves a
// resource through signed links, listed once. Content, commerce and chain-index read this and
// name no area. A new area adds its `AreaOpenings` (from its own module) to the list below.
import type { AreaOpenings, LinkedResource } from "../lib/openings.ts";
import { PUBLISHING_OPENINGS } from "../modules/publishing/openings.ts";
import { UPLOADS_OPENINGS } from "../modules/uploads/openings.ts";

/** In the order their answers win: a token both an upload and a book claim is the upload's. */
export const OPENING_AREAS: readonly AreaOpenings[] = [UPLOADS_OPENINGS, PUBLISHING_OPENINGS];

const areas: AreaOpenings[] = [];
const resources = new Map<string, LinkedResource>();
const RESOURCE_KIND = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * Adds an area's openings. Refused whole (nothing added) when the area is already registered or a
 * resource kind is malformed or taken.
 */
export function registerOpenings(area: AreaOpenings): void {
  if (areas.some((each) => each.area === area.area)) throw new Error(`Openings of area "${area.area}" are already registered`);
  const kinds = (area.resources ?? []).map((each) => each.kind);
  for (const [i, kind] of kinds.entries()) {
    if (!RESOURCE_KIND.test(kind)) throw new Error(`Openings of area "${area.area}": "${kind}" is not a resource kind`);
    if (resources.has(kind) || kinds.indexOf(kind) !== i)
      throw new Error(`Openings of area "${area.area}": resource "${kind}" is already registered`);
  }
  areas.push(area);
  for (const each of area.resources ?? []) resources.set(each.kind, each);
}

for (const area of OPENING_AREAS) registerOpenings(area);

/** Every registered area's openings, in registration order. */
export function openingAreas(): readonly AreaOpenings[] {
  return areas;
}

/** The registered resource of this kind, or undefined. */
export function linkedResourceOf(kind: string): LinkedResource | undefined {
  return resources.get(kind);
}
