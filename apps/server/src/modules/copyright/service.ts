// The Copyright Protection Center (issue 26): register a work, anchor its fingerprint on chain by
// commit and reveal, track the office filing the artist makes, and hand out the certificate.
import type { RegistrationAnswer, SessionUser } from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { registrationAnswer, registrationAnswers } from "./answer.ts";
import { readableRegistration } from "./lookup.ts";
import { findRegistrationsOf } from "./repo.ts";

export { certificatePdf, registrationCertificate } from "./certificate.ts";
export { confirmAnchor } from "./confirm.ts";
export { reportFiling } from "./filing.ts";
export { filingPackagePdf } from "./filing-package.ts";
export { registerWork } from "./register.ts";
export { verifyFingerprint } from "./verify.ts";

/** `GET /api/copyright/registrations`: a page of the user's registrations, newest first. */
export async function myRegistrations(
  deps: Pick<AppDeps, "db" | "chain">,
  user: SessionUser,
  page: { limit: number; offset: number },
): Promise<{ registrations: RegistrationAnswer[]; nextOffset: number | null }> {
  // One more than asked tells whether a next page exists.
  const rows = await findRegistrationsOf(deps.db, user.id, { limit: page.limit + 1, offset: page.offset });
  const shown = rows.slice(0, page.limit);
  return {
    registrations: await registrationAnswers(deps, shown),
    nextOffset: rows.length > page.limit ? page.offset + page.limit : null,
  };
}

/** `GET /api/copyright/registrations/:id`: the registrant's, or an admin's while its filing is reviewed. */
export async function registrationById(deps: Pick<AppDeps, "db" | "chain">, user: SessionUser, id: string): Promise<RegistrationAnswer> {
  return registrationAnswer(deps, await readableRegistration(deps.db, user, id));
}
