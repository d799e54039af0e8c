import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import {
  certificatePdf,
  confirmAnchor,
  filingPackagePdf,
  myRegistrations,
  registerWork,
  registrationById,
  registrationCertificate,
  reportFiling,
  verifyFingerprint,
} from "./service.ts";

const pdf = (bytes: Uint8Array, fileName: string) =>
  new Response(bytes, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });

/** The Copyright Protection Center: registrations, their anchor and filing, the certificate, and the public check. */
export function copyrightRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "POST /api/copyright/registrations": async (_input, c) => registerWork(deps, requireUser(c), c.req.raw),
    "GET /api/copyright/registrations": async ({ query }, c) => myRegistrations(deps, requireUser(c), query),
    "GET /api/copyright/registrations/:id": async ({ params }, c) => registrationById(deps, requireUser(c), params.id),
    "POST /api/copyright/registrations/:id/confirm": async ({ params, body }, c) =>
      confirmAnchor(deps, requireUser(c), params.id, body.txHash),
    "POST /api/copyright/registrations/:id/filing": async ({ params, body }, c) => reportFiling(deps, requireUser(c), params.id, body),
    "GET /api/copyright/registrations/:id/certificate": async ({ params }, c) => registrationCertificate(deps, requireUser(c), params.id),
    "GET /api/copyright/registrations/:id/certificate.pdf": async ({ params }, c) =>
      pdf(await certificatePdf(deps, requireUser(c), params.id), `copyright-certificate-${params.id}.pdf`),
    "GET /api/copyright/registrations/:id/package.pdf": async ({ params }, c) => {
      const { fileName, bytes } = await filingPackagePdf(deps, requireUser(c), params.id);
      return pdf(bytes, fileName);
    },
    "GET /api/copyright/verify/:sha256": async ({ params }) => verifyFingerprint(deps, params.sha256),
  });
}
