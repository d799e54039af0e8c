import { OPENING_DECLARATIONS } from "./openings.ts";
import type { OpeningKindDeclaration, OpeningsDeclaration } from "../content/opening.ts";

// The openings seam's declarations (decision 0027): what each area's tokens open, read by the
// vault (server and web), which names no area. The areas in the catalogue register when this
// loads; an area registered later (a scratch area in a test) is read the same way.

const kinds = new Map<string, OpeningKindDeclaration>();

/** Adds an area's opening kinds; refused whole (nothing added) when a kind is taken, repeated or offers no action. */
export function registerOpeningKinds(declaration: OpeningsDeclaration): void {
  const seen = new Set<string>();
  for (const each of declaration.kinds) {
    if (kinds.has(each.kind) || seen.has(each.kind))
      throw new Error(`Openings of "${declaration.area}": kind "${each.kind}" is already registered`);
    if (each.actions.length === 0) throw new Error(`Openings of "${declaration.area}": kind "${each.kind}" offers no action`);
    seen.add(each.kind);
  }
  for (const each of declaration.kinds) kinds.set(each.kind, each);
}

for (const declaration of OPENING_DECLARATIONS) registerOpeningKinds(declaration);

/** A registered opening kind, or undefined. */
export function openingKindOf(kind: string): OpeningKindDeclaration | undefined {
  return kinds.get(kind);
}
