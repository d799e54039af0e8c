// `POST /api/copyright/registrations/:id/filing`: what the copyright office did, as the artist
// reports it. We never file for them; we record their report, its number or reason, and who moved it.
import {
  AppError,
  FILING_NOT_TRACKED,
  FILING_STATUS_LABELS,
  filingMoveRefused,
  mayMoveFiling,
  type FilingReport,
  type RegistrationAnswer,
  type SessionUser,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { registrationAnswer } from "./answer.ts";
import { ownRegistration } from "./lookup.ts";
import { insertRegistrationEvents, lockRegistration, updateRegistration, type NewRegistration } from "./repo.ts";

const notTracked = () => new AppError("conflict", FILING_NOT_TRACKED, { reason: "filing_not_tracked" });

/** The columns a report fills, and the detail its timeline entry keeps. */
function recordedReport(report: FilingReport): { change: Partial<NewRegistration>; detail: string } {
  switch (report.status) {
    case "filed":
      return { change: { serviceRequestNumber: report.serviceRequestNumber }, detail: report.serviceRequestNumber };
    case "registered":
      return { change: { certificateNumber: report.certificateNumber }, detail: report.certificateNumber };
    case "refused":
      return { change: { refusalReason: report.reason }, detail: report.reason };
  }
}

export async function reportFiling(
  deps: Pick<AppDeps, "db" | "chain">,
  user: SessionUser,
  id: string,
  report: FilingReport,
): Promise<RegistrationAnswer> {
  await ownRegistration(deps.db, user, id);
  const moved = await deps.db.transaction(async (tx) => {
    const locked = await lockRegistration(tx, id);
    const from = locked?.filingStatus ?? null;
    if (!locked || from === null) throw notTracked();
    if (!mayMoveFiling(from, report.status)) {
      throw new AppError(
        "conflict",
        filingMoveRefused(FILING_STATUS_LABELS[from].toLowerCase(), FILING_STATUS_LABELS[report.status].toLowerCase()),
        {
          reason: "filing_move_refused",
        },
      );
    }
    const { change, detail } = recordedReport(report);
    const row = await updateRegistration(tx, id, { ...change, filingStatus: report.status });
    await insertRegistrationEvents(tx, [{ registrationId: id, track: "filing", status: report.status, byUserId: user.id, detail }]);
    return row;
  });
  return registrationAnswer(deps, moved);
}
