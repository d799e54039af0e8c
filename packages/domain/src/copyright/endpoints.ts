import { z } from "zod";
import { confirmTxBody } from "../chain/endpoints.ts";
import { defineEndpoints } from "../shared/endpoint.ts";
import { pageQueryFields } from "../shared/paging.ts";
import { idParams } from "../shared/params.ts";
import { certificateAnswer, registrationAnswer, registrationListAnswer, verificationAnswer } from "./answers.ts";
import { normalizeSha256, REGISTRATION_PAGE } from "./copyright.ts";
import { filingReportSchema } from "./filing.ts";
import { SHA256_INVALID } from "./messages.ts";

/** `GET /api/copyright/registrations`: a page of the user's registrations, newest first. */
export const registrationListQuery = z.object(pageQueryFields(REGISTRATION_PAGE));

/** A fingerprint in the path, with or without 0x, any case; answered in the API's spelling. */
export const sha256Params = z.object({
  sha256: z.string().transform((value, ctx) => {
    const normalized = normalizeSha256(value);
    if (!normalized) ctx.addIssue({ code: "custom", message: SHA256_INVALID });
    return normalized ?? z.NEVER;
  }),
});

/**
 * The Copyright Protection Center (issue 26): a registrant registers a work (either form), sends
 * the commit and the reveal the answers' `next` holds, reports the office filing, downloads the
 * certificate and the filing package; anyone verifies a fingerprint against the registry.
 */
export const COPYRIGHT_ENDPOINTS = defineEndpoints({
  /** Multipart (the form's fields and `file`) or JSON with the `cid` of a file stored as a copyright work. */
  "POST /api/copyright/registrations": { access: "signed-in", body: "raw", output: registrationAnswer, status: 201, rateLimit: "upload" },
  "GET /api/copyright/registrations": { access: "signed-in", query: registrationListQuery, output: registrationListAnswer },
  "GET /api/copyright/registrations/:id": { access: "signed-in", params: idParams, output: registrationAnswer },
  /** The commit's receipt while the registration is a draft, the reveal's once it is committed. */
  "POST /api/copyright/registrations/:id/confirm": {
    access: "signed-in",
    params: idParams,
    body: confirmTxBody,
    output: registrationAnswer,
  },
  "POST /api/copyright/registrations/:id/filing": {
    access: "signed-in",
    params: idParams,
    body: filingReportSchema,
    output: registrationAnswer,
  },
  "GET /api/copyright/registrations/:id/certificate": { access: "signed-in", params: idParams, output: certificateAnswer },
  /** The certificate as a PDF (application/pdf), with a QR code to the public verify page. */
  "GET /api/copyright/registrations/:id/certificate.pdf": {
    access: "signed-in",
    params: idParams,
    output: certificateAnswer,
    answer: "raw",
  },
  /** The filing package (application/pdf): the answers, the application and fee, the deposit copy attached. */
  "GET /api/copyright/registrations/:id/package.pdf": { access: "signed-in", params: idParams, output: certificateAnswer, answer: "raw" },
  "GET /api/copyright/verify/:sha256": { access: "all", params: sha256Params, output: verificationAnswer },
});
