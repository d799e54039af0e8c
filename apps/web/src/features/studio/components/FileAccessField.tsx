import type { UseFormRegisterReturn } from "react-hook-form";
import { offersAccessChoice, TRACK_ACCESS_CHOICES, TRACK_ACCESS_LABELS, type UploadCategory } from "@wbe3/domain";

const HINTS = {
  public: "Anyone can play the full track here and on the radio.",
  holders: "Only fans who hold its token can play it, from their vault; others see it and can buy it.",
} as const;

/**
 * Who may open the upload's file (issue 19): the artist chooses for a track; a book always opens
 * to its holders, and a picture is always public (it is also the upload's image).
 */
export function FileAccessField({ category, field }: { category: UploadCategory; field: UseFormRegisterReturn<"fileAccess"> }) {
  if (category === "books") {
    return (
      <p className="text-sm text-muted-foreground">Books open to their holders only: a fan who buys an edition reads it in their vault.</p>
    );
  }
  if (!offersAccessChoice(category)) return null;
  return (
    <fieldset className="grid gap-2 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">Who can listen</legend>
      {TRACK_ACCESS_CHOICES.map((choice) => (
        <label key={choice} className="flex min-h-6 items-start gap-2 text-sm">
          <input type="radio" value={choice} className="mt-0.5 size-5 shrink-0" aria-describedby={`file-access-${choice}`} {...field} />
          <span>
            <span className="font-medium">{TRACK_ACCESS_LABELS[choice]}</span>
            <span id={`file-access-${choice}`} className="block text-muted-foreground">
              {HINTS[choice]}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
