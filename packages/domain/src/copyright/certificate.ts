// What the certificate and the filing package say (issue 26, points 5 and 7): the JSON answer, the
// PDF the server draws and the web's page all take their words from here.
import { chainDisplayName } from "../chain/chain.ts";

/** Plain steps anyone can follow to check a certificate without trusting the platform. */
export function howToVerifyCertificate(anchor: { sha256: string; contract: string; chainId: number; blockNumber: string }): string[] {
  const chain = chainDisplayName(anchor.chainId);
  return [
    `Compute the SHA-256 of your copy of the work (for example: shasum -a 256 <file>) and check it equals ${anchor.sha256}.`,
    `On ${chain} (chain id ${anchor.chainId}), call registrationOf(${anchor.sha256}) on the registry contract ${anchor.contract}: it names the registrant's wallet and the time of registration.`,
    `Read the WorkRegistered event of that fingerprint in block ${anchor.blockNumber}: its transaction is the one on this certificate.`,
    "Or open the verify page the QR code points to: it reads the same from the chain.",
  ];
}

export const CERTIFICATE_TITLE = "Certificate of Registration";
export const CERTIFICATE_INTRO =
  "This certificate records that the wallet below registered the work's SHA-256 fingerprint on the copyright registry contract. It proves who knew these exact bytes, and when; it does not judge authorship.";
export const CERTIFICATE_HOW_TO_VERIFY = "How to verify it yourself";
export const CERTIFICATE_SCAN_TO_VERIFY = "Scan to verify";

export const FILING_PACKAGE_TITLE = "Copyright Office Filing Package";
export const FILING_PACKAGE_INTRO =
  "Everything you need to file this work with the U.S. Copyright Office yourself: your answers, the application they call for and its fee, and the work's deposit copy, attached to this PDF. The platform does not file on your behalf.";
export const FILING_PACKAGE_ATTACHED = "Deposit copy attached to this PDF";
export const FILING_PACKAGE_NOT_ANCHORED = "Not anchored on chain (registered with the copyright office only).";

/** The certificate's and the package's field labels, in the order they are shown. */
export const CERTIFICATE_LABELS = {
  registrationId: "Registration",
  title: "Work",
  workType: "Type of work",
  yearCreated: "Year created",
  author: "Author",
  pseudonym: "Pseudonym",
  claimant: "Claimant",
  description: "Description",
  registrationType: "Registered with",
  madeForHire: "Made for hire",
  sha256: "SHA-256",
  metadataCid: "Metadata CID",
  registrant: "Registrant wallet",
  chain: "Chain",
  contract: "Registry contract",
  txHash: "Transaction",
  blockNumber: "Block",
  blockTime: "Block time",
  application: "Office application",
  fee: "Filing fee",
  why: "Why",
  filingStatus: "Filing status",
  serviceRequestNumber: "Service request number",
  certificateNumber: "Certificate number",
  file: "Deposit copy",
  verifyUrl: "Verify at",
} as const;
