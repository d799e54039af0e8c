// The filing package (issue 26, point 5): what the artist files with the copyright office themselves
// — their answers, the application and fee the answers call for, the on-chain anchor, and the work
// itself as the deposit copy, attached to the PDF.
import { readFile } from "node:fs/promises";
import {
  AppError,
  CERTIFICATE_LABELS as L,
  chainDisplayName,
  FILING_NOT_READY,
  FILING_NOT_TRACKED,
  FILING_PACKAGE_ATTACHED,
  FILING_PACKAGE_INTRO,
  FILING_PACKAGE_NOT_ANCHORED,
  FILING_PACKAGE_TITLE,
  FILING_STATUS_LABELS,
  NO_FILE_WITH_CID,
  officeApplication,
  REGISTRATION_TYPE_LABELS,
  WORK_TYPE_LABELS,
  type SessionUser,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { readableRegistration } from "./lookup.ts";
import { pdfWriter, type PdfWriter } from "./pdf-layout.ts";
import type { RegistrationRow } from "./repo.ts";

type PackageDeps = Pick<AppDeps, "db" | "chain" | "contentStore">;

function answers(pdf: PdfWriter, row: RegistrationRow): void {
  pdf.field(L.title, row.title);
  pdf.field(L.workType, WORK_TYPE_LABELS[row.workType]);
  if (row.yearCreated !== null) pdf.field(L.yearCreated, String(row.yearCreated));
  pdf.field(L.author, row.author);
  if (row.pseudonym) pdf.field(L.pseudonym, row.pseudonym);
  pdf.field(L.claimant, row.claimant);
  if (row.description) pdf.field(L.description, row.description);
  pdf.field(L.madeForHire, row.madeForHire ? "Yes" : "No");
  pdf.field(L.registrationType, REGISTRATION_TYPE_LABELS[row.registrationType]);
}

function application(pdf: PdfWriter, row: RegistrationRow): void {
  const chosen = officeApplication(row);
  pdf.field(L.application, chosen.name);
  pdf.field(L.fee, `$${chosen.feeUsd}`);
  for (const reason of chosen.reasons) pdf.field(L.why, reason);
}

function anchor(pdf: PdfWriter, deps: PackageDeps, row: RegistrationRow): void {
  pdf.field(L.sha256, row.sha256);
  if (row.anchorStatus !== "anchored" || !row.revealTx || row.revealBlock === null || !row.anchoredAt) {
    pdf.paragraph(FILING_PACKAGE_NOT_ANCHORED);
    return;
  }
  pdf.field(L.chain, `${chainDisplayName(deps.chain.chainId)} (chain id ${deps.chain.chainId})`);
  pdf.field(L.contract, deps.chain.contracts.CopyrightRegistry);
  pdf.field(L.registrant, row.registrant);
  pdf.field(L.txHash, row.revealTx);
  pdf.field(L.blockNumber, row.revealBlock.toString());
  pdf.field(L.blockTime, row.anchoredAt.toISOString());
}

/**
 * `GET …/:id/package.pdf`: the filing package of a registration filed with the office, once it is
 * ready to file (for "both", once anchored) or later.
 */
export async function filingPackagePdf(deps: PackageDeps, user: SessionUser, id: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const row = await readableRegistration(deps.db, user, id);
  if (row.filingStatus === null) throw new AppError("conflict", FILING_NOT_TRACKED, { reason: "filing_not_tracked" });
  if (row.filingStatus === "preparing") throw new AppError("conflict", FILING_NOT_READY, { reason: "filing_not_ready" });
  const blob = await deps.contentStore.find(row.fileCid);
  if (!blob) throw new AppError("not_found", NO_FILE_WITH_CID);
  const pdf = await pdfWriter(`${FILING_PACKAGE_TITLE}: ${row.title}`);
  pdf.heading(FILING_PACKAGE_TITLE, 18);
  pdf.paragraph(FILING_PACKAGE_INTRO);
  answers(pdf, row);
  pdf.gap();
  application(pdf, row);
  pdf.gap();
  anchor(pdf, deps, row);
  pdf.gap();
  pdf.field(L.filingStatus, FILING_STATUS_LABELS[row.filingStatus]);
  if (row.serviceRequestNumber) pdf.field(L.serviceRequestNumber, row.serviceRequestNumber);
  if (row.certificateNumber) pdf.field(L.certificateNumber, row.certificateNumber);
  pdf.field(L.file, `${row.fileName} (${row.fileMime}, ${row.fileBytes} bytes). ${FILING_PACKAGE_ATTACHED}.`);
  await pdf.doc.attach(await readFile(blob.path), row.fileName, {
    mimeType: row.fileMime.split(";")[0] ?? "application/octet-stream",
    description: `${L.file}: ${row.title}`,
  });
  return { fileName: `copyright-filing-${row.id}.pdf`, bytes: await pdf.save() };
}
