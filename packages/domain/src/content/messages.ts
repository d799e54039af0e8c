// Opening gated files (DESIGN 8): what a refused reader reads. Web and server import them.

export const CONTENT_MESSAGES = {
  notHolder: "You need to hold this item to open it",
  linkInvalid: "This link has expired or is not valid. Open the item again from its page.",
  fileUnreadable: "This file is not a readable PDF, so no copy can be made for you. Please contact support.",
  tooManyOpenings: "You have opened this item many times in the last hour. Try again later.",
  /** A module asked for a rule no area registered: a mistake in that module, answered before anything is written. */
  accessRuleUnknown: (rule: string) => `No area gates files with the rule "${rule}".`,
  storageNotAllowed: "Your account cannot store this kind of file.",
} as const;

/** The refusal of a file sent without a kind the areas accept, naming the kinds they do. */
export function chooseStorageKind(kinds: readonly string[]): string {
  const named = kinds.length > 1 ? `${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1) ?? ""}` : (kinds[0] ?? "");
  return `Choose a category: ${named}.`;
}
