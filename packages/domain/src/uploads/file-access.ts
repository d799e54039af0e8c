// Who may open an upload's file (issue 19, decision 0025): the artist chooses for a track; the
// category decides for the rest. Categories only, no schemas: the upload form's first render needs it.
import type { FileAccess } from "../content/content.ts";
import type { UploadCategory } from "./categories.ts";
import { categoryIsImage } from "./categories.ts";

/** What the artist may choose for a track: anyone may play it, or only whoever holds its token. */
export const TRACK_ACCESS_CHOICES = ["public", "holders"] as const;
export type TrackAccess = (typeof TRACK_ACCESS_CHOICES)[number];

export const TRACK_ACCESS_LABELS: Record<TrackAccess, string> = {
  public: "Anyone can listen",
  holders: "Holders only",
};

/** How My uploads names the rules a work's file can carry (any other is shown by its name). */
const FILE_ACCESS_LABELS: Readonly<Record<string, string>> = {
  public: "Public",
  holders: "Holders only",
  owner: "Only you",
};

export const ACCESS_CHOICE_ONLY_FOR_TRACKS =
  "Only a track can be kept for holders: a book always opens to its holders, and a picture is always public.";

/** Whether the upload form offers the public / holders choice for this category (tracks only). */
export function offersAccessChoice(category: UploadCategory): boolean {
  return category === "music";
}

/**
 * The rule an upload's main file gets: a track's is the artist's choice; a book opens to its
 * holders only; a picture (art, jewelry, homes, cars) is also the upload's image, so it is public.
 * null: a choice this category does not offer (holders-only for a picture).
 */
export function uploadFileAccess(category: UploadCategory, choice: TrackAccess): FileAccess | null {
  if (offersAccessChoice(category)) return choice;
  if (categoryIsImage(category)) return choice === "public" ? "public" : null;
  return "holders";
}

/** My uploads' line on who can open a file besides the artist. */
export function whoCanOpen(access: FileAccess, holders: number): string {
  if (access === "public") return "Anyone can open the file";
  if (holders === 0) return `${FILE_ACCESS_LABELS[access] ?? access} · no holder yet`;
  return `${FILE_ACCESS_LABELS[access] ?? access} · ${holders} ${holders === 1 ? "holder" : "holders"} can open it`;
}

export const PREVIEW_FOR_HOLDERS_TRACKS = "A preview clip is for a track kept for its holders.";
export const PREVIEW_NOT_THE_TRACK = "The preview must be a clip of its own, not the whole track.";
