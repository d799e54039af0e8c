import { CheckCircle2, XCircle } from "lucide-react";
import type { CheckInPass } from "@wbe3/domain";
import { cn } from "@/lib/cn";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";

export type ScanOutcome = { pass: true; answer: CheckInPass; key: number } | { pass: false; message: string; key: number };

/** How many of the holder's tickets are used now ("Ticket 1 of 1", "2 of 3 tickets used"). */
export function unitsLine(answer: Pick<CheckInPass, "units" | "checkedIn">): string {
  return answer.units === 1 ? "1 ticket, now used" : `${answer.checkedIn} of ${answer.units} tickets used`;
}

const LOOKS = {
  pass: { Icon: CheckCircle2, title: "Welcome in", role: "status", frame: "border-success bg-success/10", icon: "text-success" },
  fail: { Icon: XCircle, title: "Not let in", role: "alert", frame: "border-destructive bg-destructive/10", icon: "text-destructive" },
} as const;

/** The door's answer to one scan, big and plain: it takes focus and is announced as it appears. */
export function CheckInResult({ outcome }: { outcome: ScanOutcome }) {
  const focusOnShow = useFocusOnShow();
  const { Icon, title, role, frame, icon } = LOOKS[outcome.pass ? "pass" : "fail"];
  return (
    <div
      key={outcome.key}
      ref={focusOnShow}
      role={role}
      tabIndex={-1}
      className={cn("grid justify-items-center gap-2 rounded-xl border-4 p-6 text-center", frame)}
    >
      <Icon aria-hidden="true" className={cn("size-16", icon)} />
      <p className="text-3xl font-bold">{title}</p>
      {outcome.pass ? (
        <>
          <p className="text-lg">
            Holder <span className="break-all font-mono">{outcome.answer.holder}</span>
          </p>
          <p className="text-lg">{unitsLine(outcome.answer)}</p>
        </>
      ) : (
        <p className="text-lg">{outcome.message}</p>
      )}
    </div>
  );
}
