// The Copyright Protection Center (issue 26): register a work, anchor its fingerprint on chain by
// commit and reveal, track the office filing the artist makes, and hand out the certificate.
import { REGISTRATION_PAGE, type RegistrationAnswer, type SessionUser } from "@wbe3/domain";
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

/** `GET /api/copyright/registrations`: the user's registrations, newest first. */
export async function myRegistrations(
  deps: Pick<AppDeps, "db" | "chain">,
  user: SessionUser,
): Promise<{ registrations: RegistrationAnswer[] }> {
  const rows = await findRegistrationsOf(deps.db, user.id, REGISTRATION_PAGE.max);
  return { registrations: await registrationAnswers(deps, rows) };
}

/** `GET /api/copyright/registrations/:id`: the registrant's, or an admin's while its filing is reviewed. */
export async function registrationById(deps: Pick<AppDeps, "db" | "chain">, user: SessionUser, id: string): Promise<RegistrationAnswer> {
  return registrationAnswer(deps, await readableRegistration(deps.db, user, id));
}
