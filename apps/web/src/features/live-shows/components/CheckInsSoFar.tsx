import type { CheckInList } from "@wbe3/domain";
import { RETRY } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { useCheckIns } from "../api/door";

const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", second: "2-digit" };

function counts(list: CheckInList): string {
  const tickets = list.tickets === null ? "" : ` of ${list.tickets} tickets`;
  const holders = list.holders === 1 ? "1 holder" : `${list.holders} holders`;
  return `${list.checkedIn} checked in${tickets}, from ${holders}`;
}

/** The door screen's list: the counts and the newest check-ins, asked again after every scan. */
export function CheckInsSoFar({ showId }: { showId: string }) {
  const query = useCheckIns(showId);
  return (
    <section aria-labelledby="check-ins" className="grid gap-3">
      <h2 id="check-ins" className="text-lg font-semibold">
        Check-ins so far
      </h2>
      {query.isPending ? (
        <Skeleton className="h-24 w-full rounded-md" />
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p className="text-sm font-medium text-destructive">{query.error.message}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {RETRY}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm">{counts(query.data)}</p>
          {query.data.checkIns.length === 0 ? (
            <p className="text-sm text-muted-foreground">No one has checked in yet.</p>
          ) : (
            <ol aria-label="Check-ins, newest first" className="grid gap-1 text-sm">
              {query.data.checkIns.map((entry) => (
                <li key={`${entry.holder}-${entry.sequence}`} className="flex flex-wrap gap-x-3 border-b border-border py-1">
                  <time dateTime={entry.at}>{new Date(entry.at).toLocaleTimeString("en-US", TIME)}</time>
                  <span className="break-all font-mono">{entry.holder}</span>
                  <span>ticket {entry.sequence}</span>
                  {entry.scannedBy && <span className="text-muted-foreground">by {entry.scannedBy}</span>}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
