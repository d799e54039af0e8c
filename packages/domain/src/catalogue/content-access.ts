import { CONTENT_ACCESS, type AccessRuleDeclaration, type ContentArea, type StorageKindDeclaration } from "../content/access-rules.ts";
import type { FileAccess } from "../content/content.ts";
import { COPYRIGHT_CONTENT } from "../copyright/content-access.ts";
import { LIVE_SHOWS_CONTENT } from "../live-shows/content-access.ts";
import { PUBLISHING_CONTENT } from "../publishing/content-access.ts";
import { UPLOADS_CONTENT } from "../uploads/content-access.ts";

// The content seam (decision 0026): the rules that gate stored files and the kinds of file areas
// store, registered by the areas listed here. Content and files read them and name no area; an
// area registered later (a scratch area in a test) is read the same way.

/** Every area that gates or stores files. A new one adds its declaration here. */
export const CONTENT_AREAS: readonly ContentArea[] = [
  CONTENT_ACCESS,
  UPLOADS_CONTENT,
  PUBLISHING_CONTENT,
  LIVE_SHOWS_CONTENT,
  COPYRIGHT_CONTENT,
];

const rules = new Map<FileAccess, AccessRuleDeclaration & { area: string }>();
const storageKinds = new Map<string, StorageKindDeclaration & { area: string }>();

function refuseTaken(area: string, what: string, ids: readonly string[], taken: (id: string) => boolean): void {
  // The position, not the id: `find` would answer a missing id (undefined) as "none taken".
  const at = ids.findIndex((id, i) => taken(id) || ids.indexOf(id) !== i);
  if (at !== -1) throw new Error(`Content area "${area}": ${what} "${ids[at]}" is already registered`);
}

/** Adds an area's rules and storage kinds; refused whole (nothing added) when a name is taken. */
export function registerContentArea(area: ContentArea): void {
  const own = { rules: area.rules ?? [], kinds: area.storageKinds ?? [] };
  refuseTaken(
    area.area,
    "access rule",
    own.rules.map((each) => each.rule),
    (id) => rules.has(id),
  );
  refuseTaken(
    area.area,
    "storage kind",
    own.kinds.map((each) => each.kind),
    (id) => storageKinds.has(id),
  );
  for (const each of own.rules) rules.set(each.rule, { ...each, area: area.area });
  for (const each of own.kinds) storageKinds.set(each.kind, { ...each, area: area.area });
}

for (const area of CONTENT_AREAS) registerContentArea(area);

/** A registered access rule and the area that declared it, or undefined. */
export function accessRuleOf(rule: string): (AccessRuleDeclaration & { area: string }) | undefined {
  return rules.get(rule);
}

export function isFileAccess(value: unknown): value is FileAccess {
  return typeof value === "string" && rules.has(value);
}

/** How a rule is named on screen; an unknown one is shown as it is. */
export function accessRuleLabel(rule: string): string {
  return rules.get(rule)?.label ?? rule;
}

/** A registered storage kind and the area that declared it, or undefined. */
export function storageKindOf(kind: string): (StorageKindDeclaration & { area: string }) | undefined {
  return storageKinds.get(kind);
}

/**
 * Whether a stored file may be used as `kind`: stored as it, or usable as it (its kind says so)
 * with bytes of its types and within its size.
 */
export function storedFileServesAs(file: { kind: string; mimeType: string; size: number }, kind: string): boolean {
  if (file.kind === kind) return true;
  const wanted = storageKindOf(kind);
  if (!wanted || !(storageKindOf(file.kind)?.usableAs?.includes(kind) ?? false)) return false;
  return wanted.mimeTypes.includes(file.mimeType) && file.size <= wanted.maxBytes;
}

/** Every kind a file may be stored as, in the order the areas declared them. */
export function storageKindNames(): string[] {
  return [...storageKinds.keys()];
}

/** Every registered storage kind's declaration, in the order the areas declared them. */
export function storageKindDeclarations(): (StorageKindDeclaration & { area: string })[] {
  return [...storageKinds.values()];
}

/** The largest file any area accepts: what a request body to `POST /api/files` may carry. */
export function largestStorageLimit(): number {
  return Math.max(0, ...[...storageKinds.values()].map((each) => each.maxBytes));
}
