import { REGISTRATION_TYPE_LABELS, verifyPagePath, WORK_TYPE_LABELS, type RegistrationAnswer } from "@wbe3/domain";
import { Link } from "react-router";
import { downloadPaths } from "../api/registrations";
import { when } from "../format";
import { AnchorDetails } from "./AnchorDetails";
import { ContinueButton } from "./ContinueButton";
import { FilingDetails } from "./FilingDetails";

const LINK = "text-sm text-link underline-offset-4 hover:underline";

/** One registration in Track Status: its anchor and filing timelines, what to do next, and its downloads. */
export function RegistrationCard({ registration }: { registration: RegistrationAnswer }) {
  const { anchor, filing } = registration;
  const headingId = `registration-${registration.id}`;
  const downloads = downloadPaths(registration.id);
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-border p-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {registration.title}
        </h3>
        <p className="text-sm text-muted-foreground">
          {WORK_TYPE_LABELS[registration.workType]} by {registration.author} · {REGISTRATION_TYPE_LABELS[registration.registrationType]} ·{" "}
          {when(registration.createdAt)}
        </p>
        <p className="font-mono text-xs break-all text-muted-foreground">SHA-256 {registration.sha256}</p>
      </div>
      {anchor && <AnchorDetails anchor={anchor} timeline={registration.timeline} />}
      <ContinueButton registration={registration} />
      {anchor?.status === "anchored" && (
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <a href={downloads.certificatePdf} download className={LINK}>
            Download certificate (PDF)
          </a>
          <a href={downloads.certificateJson} download className={LINK}>
            JSON
          </a>
          <Link to={verifyPagePath(registration.sha256)} className={LINK}>
            Public verify page
          </Link>
        </div>
      )}
      {filing && <FilingDetails registration={registration} filing={filing} />}
    </article>
  );
}
