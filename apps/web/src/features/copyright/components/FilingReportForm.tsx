import { useId, useState } from "react";
import {
  FILING_STATUS_LABELS,
  filingReportSchema,
  mayMoveFiling,
  type FilingReport,
  type FilingStatus,
  type RegistrationAnswer,
} from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";
import { useReportFiling } from "../api/registrations";

type Reported = Exclude<FilingStatus, "preparing" | "ready_to_file">;
const REPORTS: readonly Reported[] = ["filed", "registered", "refused"];
/** What the office gives for each outcome, and the field it is typed in. */
const DETAIL: Record<Reported, { name: "serviceRequestNumber" | "certificateNumber" | "reason"; label: string }> = {
  filed: { name: "serviceRequestNumber", label: "Service request number" },
  registered: { name: "certificateNumber", label: "Certificate number" },
  refused: { name: "reason", label: "The office's reason" },
};

interface FilingReportFormProps {
  registration: RegistrationAnswer;
  current: FilingStatus;
  onReported: (status: Reported) => void;
}

/**
 * What the artist reports of their filing (we never file for them): filed with the office's service
 * request number, then registered with the certificate number or refused with the reason. The rule
 * is the domain's schema; a detail it refuses is said at its field, the server's refusal at the form.
 */
export function FilingReportForm({ registration, current, onReported }: FilingReportFormProps) {
  const moves = REPORTS.filter((status) => mayMoveFiling(current, status));
  const [status, setStatus] = useState<Reported>(moves[0] ?? "filed");
  const [detail, setDetail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const report = useReportFiling();
  const focusOnShow = useFocusOnShow();
  const id = useId();
  if (moves.length === 0) return null;
  const field = DETAIL[status];

  function send(): void {
    const parsed = filingReportSchema.safeParse({ status, [field.name]: detail });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      document.getElementById(`${id}-detail`)?.focus();
      return;
    }
    setFieldError(null);
    const sent: FilingReport = parsed.data;
    report.mutate({ id: registration.id, report: sent }, { onSuccess: () => onReported(status) });
  }

  return (
    <form
      noValidate
      aria-label={`Report the filing of “${registration.title}”`}
      className="grid gap-3 rounded-lg border border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {moves.length > 1 && (
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="mb-1 text-sm font-medium">What did the office do?</legend>
          {moves.map((move) => (
            <label key={move} className="inline-flex min-h-6 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-status`}
                value={move}
                checked={status === move}
                className="size-5"
                onChange={() => {
                  setStatus(move);
                  setDetail("");
                  setFieldError(null);
                }}
              />
              {FILING_STATUS_LABELS[move]}
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        id={`${id}-detail`}
        label={field.label}
        value={detail}
        error={fieldError ?? undefined}
        onChange={(event) => setDetail(event.target.value)}
      />
      {report.isError && (
        <p ref={focusOnShow} role="alert" className="text-sm text-destructive">
          {report.error.message}
        </p>
      )}
      <Button type="submit" className="w-fit" disabled={report.isPending}>
        {moves.length > 1 ? "Report" : `Report ${FILING_STATUS_LABELS[status].toLowerCase()}`}
      </Button>
    </form>
  );
}
