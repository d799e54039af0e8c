// Who may see and move a registration: its registrant; admins read one whose filing is being
// reviewed (ready to file, or filed). Anyone else is told there is no such registration.
import type { Database } from "@wbe3/db";
import { AppError, REGISTRATION_NOT_FOUND, type FilingStatus, type SessionUser } from "@wbe3/domain";
import { findRegistration, type RegistrationRow } from "./repo.ts";

/** The filings an admin may review: the registrant prepared them, the office has not decided. */
export const REVIEWED_FILINGS: readonly FilingStatus[] = ["ready_to_file", "filed"];

export const isAdmin = (user: SessionUser): boolean => user.role === "admin" || user.privileged;

const notFound = () => new AppError("not_found", REGISTRATION_NOT_FOUND, { reason: "registration_not_found" });

/** The registration, when `user` registered it. */
export async function ownRegistration(db: Database, user: SessionUser, id: string): Promise<RegistrationRow> {
  const row = await findRegistration(db, id);
  if (!row || row.userId !== user.id) throw notFound();
  return row;
}

/** The registration, when `user` registered it or, as an admin, reviews its filing. */
export async function readableRegistration(db: Database, user: SessionUser, id: string): Promise<RegistrationRow> {
  const row = await findRegistration(db, id);
  if (!row) throw notFound();
  if (row.userId === user.id) return row;
  if (isAdmin(user) && row.filingStatus !== null && REVIEWED_FILINGS.includes(row.filingStatus)) return row;
  throw notFound();
}
