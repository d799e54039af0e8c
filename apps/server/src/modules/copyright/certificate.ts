// The certificate of an anchored registration (issue 26, point 7): the JSON answer and the same as
// a PDF with a QR code to the public verify page, so anyone can check it without trusting us.
import {
  AppError,
  CERTIFICATE_HOW_TO_VERIFY,
  CERTIFICATE_INTRO,
  CERTIFICATE_LABELS as L,
  CERTIFICATE_NOT_READY,
  CERTIFICATE_SCAN_TO_VERIFY,
  CERTIFICATE_TITLE,
  chainDisplayName,
  howToVerifyCertificate,
  verifyPagePath,
  WORK_TYPE_LABELS,
  type CertificateAnswer,
  type SessionUser,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { settledRegistration, viewFor } from "./answer.ts";
import { readableRegistration } from "./lookup.ts";
import { pdfWriter } from "./pdf-layout.ts";
import type { RegistrationRow } from "./repo.ts";

type CertificateDeps = Pick<AppDeps, "db" | "chain" | "env">;

/** The certificate of a registration anchored on chain; anything else is refused. */
function certificateOf(deps: CertificateDeps, row: RegistrationRow): CertificateAnswer {
  const { revealTx, revealBlock, anchoredAt, metadataCid } = row;
  if (!revealTx || revealBlock === null || !anchoredAt || !metadataCid) {
    throw new AppError("conflict", CERTIFICATE_NOT_READY, { reason: "certificate_not_ready" });
  }
  const anchor = {
    sha256: row.sha256,
    contract: deps.chain.contracts.CopyrightRegistry,
    chainId: deps.chain.chainId,
    blockNumber: revealBlock.toString(),
  };
  return {
    registrationId: row.id,
    work: { title: row.title, workType: row.workType, yearCreated: row.yearCreated },
    author: row.author,
    claimant: row.claimant,
    sha256: row.sha256 as `0x${string}`,
    metadataCid,
    registrant: row.registrant,
    chainId: anchor.chainId,
    contract: anchor.contract,
    txHash: revealTx as `0x${string}`,
    blockNumber: anchor.blockNumber,
    blockTime: anchoredAt.toISOString(),
    verifyUrl: `${deps.env.origins.canonical}${verifyPagePath(row.sha256)}`,
    howToVerify: howToVerifyCertificate(anchor),
  };
}

/** `GET …/:id/certificate`: the registrant's (or a reviewing admin's) certificate, once anchored. */
export async function registrationCertificate(deps: CertificateDeps, user: SessionUser, id: string): Promise<CertificateAnswer> {
  const found = await readableRegistration(deps.db, user, id);
  return certificateOf(deps, await settledRegistration(deps, found, await viewFor(deps.chain, [found])));
}

/** The certificate drawn as a PDF: every field of the JSON twin, the steps to verify it, and the QR code. */
export async function certificatePdf(deps: CertificateDeps, user: SessionUser, id: string): Promise<Uint8Array> {
  const certificate = await registrationCertificate(deps, user, id);
  const pdf = await pdfWriter(`${CERTIFICATE_TITLE}: ${certificate.work.title}`);
  pdf.heading(CERTIFICATE_TITLE, 20);
  pdf.paragraph(CERTIFICATE_INTRO);
  pdf.gap();
  pdf.field(L.title, certificate.work.title);
  pdf.field(L.workType, WORK_TYPE_LABELS[certificate.work.workType]);
  if (certificate.work.yearCreated !== null) pdf.field(L.yearCreated, String(certificate.work.yearCreated));
  pdf.field(L.author, certificate.author);
  pdf.field(L.claimant, certificate.claimant);
  pdf.field(L.registrationId, certificate.registrationId);
  pdf.gap();
  pdf.field(L.sha256, certificate.sha256);
  pdf.field(L.metadataCid, certificate.metadataCid);
  pdf.field(L.registrant, certificate.registrant);
  pdf.field(L.chain, `${chainDisplayName(certificate.chainId)} (chain id ${certificate.chainId})`);
  pdf.field(L.contract, certificate.contract);
  pdf.field(L.txHash, certificate.txHash);
  pdf.field(L.blockNumber, certificate.blockNumber);
  pdf.field(L.blockTime, certificate.blockTime);
  pdf.gap();
  pdf.heading(CERTIFICATE_HOW_TO_VERIFY, 12);
  pdf.steps(certificate.howToVerify);
  pdf.field(L.verifyUrl, certificate.verifyUrl);
  pdf.gap();
  pdf.qr(certificate.verifyUrl, 110, CERTIFICATE_SCAN_TO_VERIFY);
  return pdf.save();
}
