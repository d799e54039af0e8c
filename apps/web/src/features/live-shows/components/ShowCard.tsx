import { Link } from "react-router";
import { CalendarClock, Ticket } from "lucide-react";
import { showPagePath, ticketsLeft, type LiveShow } from "@wbe3/domain";
import { showPrice, showWhen } from "../format";
import { ShowBadges } from "./ShowBadges";

interface ShowCardProps {
  show: LiveShow;
  /** Given to the card that should take focus (the show just created). */
  focusRef?: (element: HTMLElement | null) => void;
}

/** One show of the list: status, start on the viewer's clock, price and tickets left; its title opens the show page. */
export function ShowCard({ show, focusRef }: ShowCardProps) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground">
      <ShowBadges show={show} />
      <h2 className="text-lg leading-snug font-semibold break-words">
        <Link
          ref={focusRef}
          to={showPagePath(show.id)}
          className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {show.title}
        </Link>
      </h2>
      <p className="text-sm text-muted-foreground">by {show.artistName}</p>
      <p className="flex items-start gap-2 text-sm">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <time dateTime={show.eventAt}>{showWhen(show)}</time>
      </p>
      <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold">{showPrice(show)}</span>
        {show.ticketsLeft !== null && (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <Ticket aria-hidden="true" className="size-4" />
            {ticketsLeft(show.ticketsLeft)}
          </span>
        )}
      </p>
    </article>
  );
}
