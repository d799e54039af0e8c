import { useEffect, useRef, useState } from "react";
import { COPYRIGHT_SUBMIT_FAILED, CONTINUE_REGISTRATION, REGISTRATION_STAGES, type RegistrationAnswer } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";
import { notify } from "@/lib/toast";
import { useRunning } from "../hooks/anchor-runs";
import { useAnchorDriver, WalletFailure } from "../hooks/use-anchor-driver";
import { outcomeOf } from "../outcome";

type Shown = { kind: "working"; text: string } | { kind: "done"; text: string } | { kind: "failed"; text: string } | null;

/**
 * Sends a registration's pending step (its commit, or its reveal once open) and what follows, from
 * wherever it is listed. While the page drives it already (the form that created it), the button
 * waits; the outcome takes focus.
 */
export function ContinueButton({ registration }: { registration: RegistrationAnswer }) {
  const { drive } = useAnchorDriver();
  const running = useRunning(registration.id);
  const [shown, setShown] = useState<Shown>(null);
  const focusOnShow = useFocusOnShow();
  const next = registration.next;
  // The list going (another tab, another page) stops the run; the registration stays, to be continued.
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  async function go(): Promise<void> {
    setShown(null);
    try {
      const final = await drive(registration, {
        signal: leaving.current?.signal,
        onStage: (stage) => setShown({ kind: "working", text: REGISTRATION_STAGES[stage] }),
      });
      setShown({ kind: "done", text: outcomeOf(final) });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (!(error instanceof WalletFailure)) notify.error(COPYRIGHT_SUBMIT_FAILED, { description: text });
      setShown({ kind: "failed", text });
    }
  }

  return (
    <div className="grid gap-2">
      {next && (
        <Button className="w-fit" disabled={running} onClick={() => void go()}>
          {CONTINUE_REGISTRATION[next.step]}
        </Button>
      )}
      {shown?.kind === "working" && (
        <p ref={focusOnShow} role="status" className="text-sm">
          {shown.text}
        </p>
      )}
      {shown?.kind === "done" && (
        <p ref={focusOnShow} role="status" className="text-sm">
          {shown.text}
        </p>
      )}
      {shown?.kind === "failed" && (
        <p ref={focusOnShow} role="alert" className="text-sm text-destructive">
          {COPYRIGHT_SUBMIT_FAILED}: {shown.text}
        </p>
      )}
    </div>
  );
}
