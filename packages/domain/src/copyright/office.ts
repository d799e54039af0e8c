// Which U.S. Copyright Office application a work's answers call for, and its fee (SPEC 9: $45).
// We prepare the filing; the artist files it. The Single Application is for one work by one
// author who is also the claimant and did not make it for hire; anything else is a Standard one.

import { COPYRIGHT_OFFICE_FEE_USD_CENTS } from "../shared/constants.ts";

export const OFFICE_APPLICATIONS = {
  single: { name: "Single Application", feeUsd: COPYRIGHT_OFFICE_FEE_USD_CENTS / 100 },
  standard: { name: "Standard Application", feeUsd: 65 },
} as const;
export type OfficeApplicationKind = keyof typeof OFFICE_APPLICATIONS;

export interface OfficeApplication {
  kind: OfficeApplicationKind;
  name: string;
  feeUsd: number;
  /** Why a Standard Application applies (empty for the Single one), in the words shown on screen. */
  reasons: string[];
}

/** The names in an author field: "A, B", "A & B", "A; B" and "A and B" are two authors. */
export function authorsOf(author: string): string[] {
  return author
    .split(/\s*(?:,|;|&|\band\b)\s*/i)
    .map((name) => name.trim())
    .filter(Boolean);
}

const sameName = (a: string, b: string) => a.normalize("NFC").trim().toLocaleLowerCase() === b.normalize("NFC").trim().toLocaleLowerCase();

/** The application and fee the answers call for, and why. */
export function officeApplication(answers: { author: string; claimant: string; madeForHire: boolean }): OfficeApplication {
  const authors = authorsOf(answers.author);
  const reasons: string[] = [];
  if (authors.length > 1) reasons.push("The work has more than one author.");
  if (answers.madeForHire) reasons.push("The work was made for hire.");
  if (authors.length === 1 && !sameName(authors[0] ?? "", answers.claimant)) reasons.push("The claimant is not the author.");
  const kind: OfficeApplicationKind = reasons.length === 0 ? "single" : "standard";
  return { kind, ...OFFICE_APPLICATIONS[kind], reasons };
}
