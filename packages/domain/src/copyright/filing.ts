import { z } from "zod";
import { textField } from "../shared/text.ts";
import type { FilingStatus } from "./copyright.ts";
import { CERTIFICATE_NUMBER_INVALID, FILING_STATUS_UNKNOWN, REFUSAL_REASON_REQUIRED, SERVICE_REQUEST_INVALID } from "./messages.ts";

// What the artist reports of their filing with the copyright office: we never file for them.

/** The office's service request number for an online filing: "1-" and 9 to 11 digits. */
const SERVICE_REQUEST = /^1-\d{9,11}$/;
/** A registration number: the class (PA, SR, TX, VA, with u when unpublished) and three groups of digits. */
const CERTIFICATE = /^(PA|SR|TX|VA)(U?)\s?(\d{1,2})-(\d{3})-(\d{3})$/i;

/** The certificate number in the office's own spelling ("sru 1-234-567" → "SRu 1-234-567"); null if it is none. */
export function normalizeCertificateNumber(input: string): string | null {
  const match = CERTIFICATE.exec(input.trim());
  if (!match) return null;
  const [, type = "", unpublished = "", a, b, c] = match;
  return `${type.toUpperCase()}${unpublished ? "u" : ""} ${a}-${b}-${c}`;
}

/** `POST /api/copyright/registrations/:id/filing`: what the office did, as the artist reports it. */
export const filingReportSchema = z.discriminatedUnion(
  "status",
  [
    z.object({
      status: z.literal("filed"),
      serviceRequestNumber: z.string({ error: SERVICE_REQUEST_INVALID }).trim().regex(SERVICE_REQUEST, SERVICE_REQUEST_INVALID),
    }),
    z.object({
      status: z.literal("registered"),
      certificateNumber: z.string({ error: CERTIFICATE_NUMBER_INVALID }).transform((value, ctx) => {
        const number = normalizeCertificateNumber(value);
        if (!number) ctx.addIssue({ code: "custom", message: CERTIFICATE_NUMBER_INVALID });
        return number ?? z.NEVER;
      }),
    }),
    z.object({
      status: z.literal("refused"),
      reason: textField({
        label: "Reason",
        max: 500,
        tooLong: REFUSAL_REASON_REQUIRED,
        required: REFUSAL_REASON_REQUIRED,
        multiline: true,
      }),
    }),
  ],
  { error: FILING_STATUS_UNKNOWN },
);
export type FilingReport = z.output<typeof filingReportSchema>;

/** The moves the artist reports; `preparing → ready_to_file` is the platform's, once the package is ready. */
const FILING_MOVES: Record<FilingStatus, readonly FilingStatus[]> = {
  preparing: ["ready_to_file"],
  ready_to_file: ["filed"],
  filed: ["registered", "refused"],
  registered: [],
  refused: [],
};

export function mayMoveFiling(from: FilingStatus, to: FilingStatus): boolean {
  return FILING_MOVES[from].includes(to);
}
