import { useState } from "react";
import { FILING_STATUS_LABELS, filingReported, type FilingStatus, type RegistrationAnswer } from "@wbe3/domain";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";
import { downloadPaths } from "../api/registrations";
import { Fact } from "./AnchorDetails";
import { FilingReportForm } from "./FilingReportForm";
import { Timeline } from "./Timeline";

type Filing = NonNullable<RegistrationAnswer["filing"]>;

/** The filing's timeline (preparing → ready to file → filed → registered | refused), its package and what the artist reports. */
export function FilingDetails({ registration, filing }: { registration: RegistrationAnswer; filing: Filing }) {
  const [reported, setReported] = useState<string | null>(null);
  const focusOnShow = useFocusOnShow();
  const end: FilingStatus = filing.status === "refused" ? "refused" : "registered";
  const steps = (["preparing", "ready_to_file", "filed", end] as const).map((status) => ({ status, label: FILING_STATUS_LABELS[status] }));
  const ready = filing.status !== "preparing";
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">Copyright Office</h4>
      <Timeline
        label="Copyright Office"
        track="filing"
        steps={steps}
        current={filing.status}
        failed="refused"
        entries={registration.timeline}
      />
      <dl className="grid gap-1 text-sm">
        <Fact term="Application">
          {filing.application.name}, ${filing.application.feeUsd} fee
        </Fact>
        {filing.serviceRequestNumber && <Fact term="Service request">{filing.serviceRequestNumber}</Fact>}
        {filing.certificateNumber && <Fact term="Certificate number">{filing.certificateNumber}</Fact>}
        {filing.refusalReason && <Fact term="Refused because">{filing.refusalReason}</Fact>}
      </dl>
      {ready && (
        <a
          href={downloadPaths(registration.id).filingPackage}
          download
          className="w-fit text-sm text-link underline-offset-4 hover:underline"
        >
          Download filing package
        </a>
      )}
      {reported && (
        <p ref={focusOnShow} role="status" className="text-sm">
          {reported}
        </p>
      )}
      <FilingReportForm
        registration={registration}
        current={filing.status}
        onReported={(status) => setReported(filingReported(FILING_STATUS_LABELS[status]))}
      />
    </div>
  );
}
