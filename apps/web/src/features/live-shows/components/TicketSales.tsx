import { RETRY, type ShowTicketSales } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/Table";
import { useTicketSales } from "../api/tickets";
import { useRefetchOnChange } from "../hooks/use-refetch-on-change";

const PAID: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
const count = (value: number) => value.toLocaleString("en-US");

/**
 * The owner's sales and holders of a show's tickets (`GET /api/shows/:id/tickets`): the counts,
 * the paid sales, newest first, and the wallets holding tickets now. Asked again whenever the
 * show's tickets left change (the event stream reports each sale).
 */
export function TicketSales({ showId, ticketsLeft }: { showId: string; ticketsLeft: number | null }) {
  const query = useTicketSales(showId);
  const { refetch } = query;
  useRefetchOnChange(ticketsLeft, refetch);

  return (
    <section aria-labelledby="ticket-sales" className="grid gap-4 rounded-xl border border-border p-4">
      <h2 id="ticket-sales" className="text-lg font-semibold">
        Sales and holders
      </h2>
      {query.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading the sales…</span>
          <Skeleton className="h-24 w-full rounded-md" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p className="text-sm font-medium text-destructive">{query.error.message}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            {RETRY}
          </Button>
        </div>
      ) : (
        <SalesAndHolders answer={query.data} />
      )}
    </section>
  );
}

function SalesAndHolders({ answer }: { answer: ShowTicketSales }) {
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-medium">Sold</dt>
        <dd className="tabular-nums">{count(answer.sold)}</dd>
        <dt className="font-medium">Left</dt>
        <dd className="tabular-nums">{answer.left === null ? "Not on sale" : count(answer.left)}</dd>
        <dt className="font-medium">Your stock</dt>
        <dd className="tabular-nums">{count(answer.artistStock)}</dd>
      </dl>
      <div className="grid gap-2">
        <h3 className="font-semibold">Sales</h3>
        {answer.sales.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tickets sold yet.</p>
        ) : (
          <Table aria-label="Ticket sales, newest first">
            <TableHeader>
              <TableRow>
                <TableHead>Order</TableHead>
                <TableHead className="text-right">Tickets</TableHead>
                <TableHead>Paid</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {answer.sales.map((sale, index) => (
                <TableRow key={`${sale.orderId}-${index}`}>
                  <TableCell className="break-all font-mono">{sale.orderId}</TableCell>
                  <TableCell className="text-right tabular-nums">{count(sale.quantity)}</TableCell>
                  <TableCell>
                    {sale.paidAt ? (
                      <time dateTime={sale.paidAt}>{new Date(sale.paidAt).toLocaleString("en-US", PAID)}</time>
                    ) : (
                      "Not paid yet"
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
      <div className="grid gap-2">
        <h3 className="font-semibold">Holders</h3>
        {answer.holders.length === 0 ? (
          <p className="text-sm text-muted-foreground">No fan holds a ticket yet.</p>
        ) : (
          <Table aria-label="Ticket holders">
            <TableHeader>
              <TableRow>
                <TableHead>Wallet</TableHead>
                <TableHead className="text-right">Tickets</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {answer.holders.map((holder) => (
                <TableRow key={holder.wallet}>
                  <TableCell className="break-all font-mono">{holder.wallet}</TableCell>
                  <TableCell className="text-right tabular-nums">{count(holder.units)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </>
  );
}
