import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { CalendarPlus } from "lucide-react";
import { ADD_TO_CALENDAR, PATHS, STREAM_TYPE_LABELS, showCalendarPath, ticketsLeft, type LiveShow } from "@wbe3/domain";
import { buttonVariants } from "@/components/ui/Button";
import { artistClock, showPrice, showWhen } from "../format";
import { BuyTickets } from "./BuyTickets";
import { DoorStaffPanel } from "./DoorStaffPanel";
import { HolderTickets } from "./HolderTickets";
import { IngestDetails } from "./IngestDetails";
import { ShowBadges } from "./ShowBadges";
import { StatusControls } from "./StatusControls";
import { TicketSales } from "./TicketSales";
import { WatchShow } from "./WatchShow";

// The wallet's mint code is fetched only for the owner of a ticketed show.
const CreateTickets = lazy(() => import("./CreateTickets").then((m) => ({ default: m.CreateTickets })));

/** One show: what, who, when on the viewer's clock, price and tickets, the stream, and the owner's controls. */
export function ShowDetails({ show }: { show: LiveShow }) {
  const elsewhere = artistClock(show);
  return (
    <article className="grid gap-6">
      <header className="grid gap-3">
        <ShowBadges show={show} />
        <h1 className="text-3xl font-bold tracking-tight break-words">{show.title}</h1>
        <p className="text-muted-foreground">
          by{" "}
          {show.artistUsername ? (
            <Link to={PATHS.artist(show.artistUsername)} className="font-medium text-link underline-offset-4 hover:underline">
              {show.artistName}
            </Link>
          ) : (
            show.artistName
          )}
        </p>
      </header>
      <WatchShow show={show} />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">When</dt>
        <dd>
          <time dateTime={show.eventAt}>{showWhen(show)}</time>
          {elsewhere && <span className="block text-muted-foreground">{elsewhere}</span>}
        </dd>
        <dt className="font-medium">Price</dt>
        <dd>{showPrice(show)}</dd>
        {show.ticketsLeft !== null && (
          <>
            <dt className="font-medium">Tickets</dt>
            <dd>{ticketsLeft(show.ticketsLeft)}</dd>
          </>
        )}
        <dt className="font-medium">Stream</dt>
        <dd>{STREAM_TYPE_LABELS[show.stream.type]}</dd>
      </dl>
      <div>
        <a href={showCalendarPath(show.id)} download className={buttonVariants({ variant: "outline" })}>
          <CalendarPlus aria-hidden="true" />
          {ADD_TO_CALENDAR}
        </a>
      </div>
      <BuyTickets show={show} />
      <HolderTickets show={show} />
      {show.description && <p className="max-w-3xl whitespace-pre-line break-words">{show.description}</p>}
      {show.mine && <StatusControls show={show} />}
      {show.ingest && <IngestDetails ingest={show.ingest} />}
      {show.mine && show.ticketed && (
        <Suspense fallback={null}>
          <CreateTickets show={show} />
        </Suspense>
      )}
      {show.mine && show.tickets && <TicketSales showId={show.id} ticketsLeft={show.ticketsLeft} />}
      {show.mine && show.ticketed && <DoorStaffPanel showId={show.id} />}
    </article>
  );
}
