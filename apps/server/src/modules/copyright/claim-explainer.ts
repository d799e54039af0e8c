// A registered work is protected on the platform (issue 26): its file is claimed by the copyright
// area, so the files module's first-publisher rule refuses anyone else its bytes, through any area.
// This explainer makes that refusal say what the registrant's claim is: the registration's date and
// its public verify page, as the registration form says it of a second registration.
import { AppError, verifyPagePath, workAlreadyRegistered } from "@wbe3/domain";
import type { ClaimExplainer } from "../files/service.ts";
import { dayOf } from "./anchor.ts";
import { findLiveByCid } from "./repo.ts";

/** A fingerprint registered already (anchored at, or else registered at), with its verify page. */
export const alreadyRegistered = (at: Date, sha256: string): AppError =>
  new AppError("conflict", workAlreadyRegistered(dayOf(at), verifyPagePath(sha256)), { reason: "already_registered" });

/** A file claimed for a registration that is still live; a failed one's leaves the generic refusal. */
export const explainCopyrightClaim: ClaimExplainer = async (db, cid) => {
  const registration = await findLiveByCid(db, cid);
  return registration && alreadyRegistered(registration.anchoredAt ?? registration.createdAt, registration.sha256);
};
