import { CHECK_IN_SHOW_ENDED, RETRY, SHOW_CANCELLED_NOTHING_OPENS, type LiveShow } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { useMyShowTickets } from "../api/my-tickets";
import { useRefetchOnChange } from "../hooks/use-refetch-on-change";
import { useViewerKey } from "../hooks/use-viewer-key";
import { TicketCode } from "./TicketCode";

/**
 * The signed-in fan's tickets for this show, when their wallet holds some now: how many, and the
 * door code while the show can still be entered. Nothing for a visitor or a wallet without one.
 */
export function HolderTickets({ show }: { show: LiveShow }) {
  const who = useViewerKey();
  const mine = useMyShowTickets(who);
  // A sale (this fan's, after checkout) or a ticket moved on changes what the wallet holds.
  useRefetchOnChange(show.ticketsLeft, mine.refetch);
  if (who === null) return null;
  if (mine.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>Your tickets for this show could not be checked: {mine.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void mine.refetch()}>
          {RETRY}
        </Button>
      </div>
    );
  }
  const held = mine.data?.tickets.find((ticket) => ticket.showId === show.id && ticket.units > 0);
  if (!held) return null;
  if (show.displayStatus === "cancelled" || show.displayStatus === "ended") {
    return (
      <section aria-labelledby="my-ticket" className="grid gap-2 rounded-xl border border-border p-4">
        <h2 id="my-ticket" className="text-lg font-semibold">
          Your tickets: {held.units}
        </h2>
        <p className="text-sm text-muted-foreground">
          {show.displayStatus === "cancelled" ? SHOW_CANCELLED_NOTHING_OPENS : CHECK_IN_SHOW_ENDED}
        </p>
      </section>
    );
  }
  return <TicketCode showId={show.id} tokenId={held.tokenId} units={held.units} />;
}
