import { CheckCircle2, XCircle } from "lucide-react";
import type { CheckInPass } from "@wbe3/domain";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";

export type ScanOutcome = { pass: true; answer: CheckInPass; key: number } | { pass: false; message: string; key: number };

/** How many of the holder's tickets are used now ("Ticket 1 of 1", "2 of 3 tickets used"). */
export function unitsLine(answer: Pick<CheckInPass, "units" | "checkedIn">): string {
  return answer.units === 1 ? "1 ticket, now used" : `${answer.checkedIn} of ${answer.units} tickets used`;
}

/** The door's answer to one scan, big and plain: it takes focus and is announced as it appears. */
export function CheckInResult({ outcome }: { outcome: ScanOutcome }) {
  const focusOnShow = useFocusOnShow();
  if (outcome.pass) {
    const { answer } = outcome;
    return (
      <div
        key={outcome.key}
        ref={focusOnShow}
        role="status"
        tabIndex={-1}
        className="grid justify-items-center gap-2 rounded-xl border-4 border-success bg-success/10 p-6 text-center"
      >
        <CheckCircle2 aria-hidden="true" className="size-16 text-success" />
        <p className="text-3xl font-bold">Welcome in</p>
        <p className="text-lg">
          Holder <span className="break-all font-mono">{answer.holder}</span>
        </p>
        <p className="text-lg">{unitsLine(answer)}</p>
      </div>
    );
  }
  return (
    <div
      key={outcome.key}
      ref={focusOnShow}
      role="alert"
      tabIndex={-1}
      className="grid justify-items-center gap-2 rounded-xl border-4 border-destructive bg-destructive/10 p-6 text-center"
    >
      <XCircle aria-hidden="true" className="size-16 text-destructive" />
      <p className="text-3xl font-bold">Not let in</p>
      <p className="text-lg">{outcome.message}</p>
    </div>
  );
}
