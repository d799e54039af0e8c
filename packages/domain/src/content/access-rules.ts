// What an area declares about the files it stores and the rules that gate them (decision 0026).
// Plain data and one pure decision: the registry in catalogue/ lists the areas, the content module
// decides with the rule a file carries and the facts the areas supply, and names no area.
import type { Role } from "../roles/roles.ts";
import type { FileAccess } from "./content.ts";

export const PUBLIC_ACCESS = "public";
export const OWNER_ACCESS = "owner";

/** A fact that holds for every reader (what opens a public file). */
export const EVERYONE = "everyone";
/** The reader stored the file for its area themselves: they always open what they sent. */
export const STORED_IT = "stored_it";

/** A rule an area gates its files with. */
export interface AccessRuleDeclaration {
  /** Stored on each file it gates; unique across areas. */
  rule: FileAccess;
  /** How the rule is named on screen ("Holders only"). */
  label: string;
  /** Facts about a reader and a file (supplied by the area's fact provider), any one of which opens it. */
  opensWith: readonly string[];
  /**
   * Facts that make a reader a reviewer of the file while it waits (admins for a book): they open
   * it exactly as it was stored, with nothing recorded, since nothing was sold to them.
   */
  reviewedWith?: readonly string[];
}

/** A kind of file an area accepts through `POST /api/files`. */
export interface StorageKindDeclaration {
  /** What the form sends (`category`) and what is stored on the file (`stored_files.kind`); unique. */
  kind: string;
  /** How refusals name it ("Music"). */
  label: string;
  extensions: readonly string[];
  mimeTypes: readonly string[];
  /** Larger files are cut off mid-stream and stored nowhere. */
  maxBytes: number;
  /** The roles that may store it (a privileged account passes every check). */
  storers: readonly Role[];
  /**
   * Other kinds the file's storer may use it as, when its bytes are of that kind's types (a
   * registered work's WAV minted as a music track). None by default.
   */
  usableAs?: readonly string[];
}

/** Everything one area declares about its files, from its own folder, registered once. */
export interface ContentArea {
  area: string;
  rules?: readonly AccessRuleDeclaration[];
  storageKinds?: readonly StorageKindDeclaration[];
}

/** The content module's own rules: what every area's file starts as, and what it may become. */
export const CONTENT_ACCESS: ContentArea = {
  area: "content",
  rules: [
    { rule: PUBLIC_ACCESS, label: "Public", opensWith: [EVERYONE] },
    { rule: OWNER_ACCESS, label: "Only you", opensWith: [] },
  ],
};

/**
 * How a reader may open a file: `stored` as it was stored, nothing recorded (a public file, the
 * storer, a reviewer of a waiting file); `copy` as their own delivered copy (a holder, a buyer);
 * null: they may not.
 */
export type FileOpening = "stored" | "copy" | null;

/**
 * Whether, and how, a reader may open a file under `rule` (undefined: a rule nobody registered,
 * which opens to its storer only) given the facts that hold for them. A fact that opens the file
 * wins over one that makes them its reviewer: a reviewer who also holds it reads their own copy.
 */
export function mayOpenFile(rule: AccessRuleDeclaration | undefined, facts: ReadonlySet<string>): FileOpening {
  const holds = (fact: string) => fact === EVERYONE || facts.has(fact);
  if (facts.has(STORED_IT) || rule?.opensWith.includes(EVERYONE)) return "stored";
  if (!rule) return null;
  if (rule.opensWith.some(holds)) return "copy";
  return rule.reviewedWith?.some(holds) ? "stored" : null;
}

/** The facts a rule asks of the areas' providers (the content module's own are answered without them). */
export function factsAskedBy(rule: AccessRuleDeclaration): string[] {
  return [...rule.opensWith, ...(rule.reviewedWith ?? [])].filter((fact) => fact !== EVERYONE && fact !== STORED_IT);
}
