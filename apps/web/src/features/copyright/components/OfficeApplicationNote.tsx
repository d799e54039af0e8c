import type { OfficeApplication } from "@wbe3/domain";

/** The U.S. Copyright Office application the answers call for and its fee, updated as they change. */
export function OfficeApplicationNote({ application }: { application: OfficeApplication | null }) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {application && (
        <div className="grid gap-1 rounded-lg border border-border bg-muted/40 p-3 text-sm">
          <p>
            <span className="font-medium">Copyright Office: {application.name}</span>, ${application.feeUsd} fee (you file it yourself; we
            prepare the package).
          </p>
          {application.reasons.length > 0 && (
            <ul className="list-disc pl-5 text-muted-foreground">
              {application.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
