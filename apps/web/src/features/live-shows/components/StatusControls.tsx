import { useRef, useState } from "react";
import { LIVE_SHOW_MOVES, type LiveShow, type LiveShowStatus } from "@wbe3/domain";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/AlertDialog";
import { Button } from "@/components/ui/Button";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";
import { useMoveShow } from "../api/shows";

const MOVE_LABEL: Partial<Record<LiveShowStatus, string>> = { live: "Go live", ended: "End show", cancelled: "Cancel show" };
const MOVED: Record<LiveShowStatus, string> = {
  upcoming: "The show is upcoming.",
  live: "You are live: fans now see the show as live.",
  ended: "The show has ended.",
  cancelled: "The show was cancelled.",
};

/**
 * The owner's moves (upcoming → live → ended, or cancelled before it starts), each a PATCH of
 * its status. The outcome, a confirmation or the server's refusal, takes focus where the
 * pressed button was; cancelling asks first, since it cannot be undone.
 */
export function StatusControls({ show }: { show: LiveShow }) {
  const move = useMoveShow();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const focusOnShow = useFocusOnShow();
  const moves = LIVE_SHOW_MOVES[show.displayStatus];

  const moveTo = async (status: LiveShowStatus) => {
    setOutcome(null);
    try {
      await move.mutateAsync({ id: show.id, status });
      setOutcome({ ok: true, text: MOVED[status] });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : "The show was not changed." });
    }
  };

  return (
    <section aria-labelledby="show-controls" className="grid gap-3 rounded-xl border border-border p-4">
      <h2 id="show-controls" className="text-lg font-semibold">
        Run your show
      </h2>
      {moves.length === 0 ? (
        <p className="text-sm text-muted-foreground">This show is over; its status can no longer change.</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {moves.map((status) =>
            status === "cancelled" ? (
              <ConfirmCancel key={status} busy={move.isPending} onConfirm={() => void moveTo(status)} />
            ) : (
              <Button key={status} disabled={move.isPending} onClick={() => void moveTo(status)}>
                {MOVE_LABEL[status]}
              </Button>
            ),
          )}
        </div>
      )}
      {outcome && (
        <p
          key={outcome.text}
          ref={focusOnShow}
          role={outcome.ok ? "status" : "alert"}
          className={outcome.ok ? "text-sm" : "text-sm font-medium text-destructive"}
        >
          {outcome.text}
        </p>
      )}
    </section>
  );
}

function ConfirmCancel({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const confirmed = useRef(false);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={busy}>
          {MOVE_LABEL.cancelled}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // Once confirmed, the outcome takes focus rather than the button that opened this.
          if (confirmed.current) event.preventDefault();
          confirmed.current = false;
        }}
      >
        <AlertDialogTitle>Cancel this show?</AlertDialogTitle>
        <AlertDialogDescription>Fans see it as cancelled, and it cannot go live afterwards.</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep the show</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              confirmed.current = true;
              onConfirm();
            }}
          >
            {MOVE_LABEL.cancelled}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
