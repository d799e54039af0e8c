import { COPYRIGHT_SUBMIT_FAILED, REGISTRATION_STAGES } from "@wbe3/domain";
import { Progress } from "@/components/ui/Progress";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";
import type { FlowState } from "../hooks/use-registration-flow";
import type { WorkFile } from "../hooks/use-work-file";

/**
 * What the form's registration is doing (fingerprint, upload, commit, reveal) and how it ended. It
 * takes focus when the form is sent, and its outcome when it comes, so the keyboard and the screen
 * reader follow the registration instead of staying on a busy button.
 */
export function RegistrationProgress({ state, workFile }: { state: FlowState; workFile: WorkFile }) {
  const focusOnShow = useFocusOnShow();
  if (state.stage === "idle") return null;
  if (state.stage === "done") {
    return (
      <p ref={focusOnShow} role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
        {state.message}
      </p>
    );
  }
  if (state.stage === "failed") {
    return (
      <div className="grid gap-2">
        <div ref={focusOnShow} role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
          <p className="font-medium">{COPYRIGHT_SUBMIT_FAILED}</p>
          <p>{state.message}</p>
        </div>
        {state.saved && <p className="text-sm">{state.saved}</p>}
      </div>
    );
  }
  return (
    <div ref={focusOnShow} role="status" className="grid gap-2 rounded-md border border-border px-3 py-2 text-sm">
      <p>{REGISTRATION_STAGES[state.stage]}</p>
      {state.stage === "fingerprinting" && <Progress value={workFile.hashed * 100} label="SHA-256 fingerprint" />}
      {state.stage === "uploading" && <Progress value={state.percent} label="Upload" />}
    </div>
  );
}
