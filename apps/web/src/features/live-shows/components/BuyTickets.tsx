import { useId, useRef, useState, type SyntheticEvent } from "react";
import { Ticket } from "lucide-react";
import { ADDED_TO_CART, CART_LIMITS, formatWbe3Exact, parseWbe3, type LiveShow } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";
import { useViewer } from "@/lib/session/use-viewer";
import { useAddTicketsToCart } from "../api/my-tickets";

export const SOLD_OUT = "Sold out";
export const SIGN_IN_TO_BUY_TICKETS = "Sign in to buy tickets: use Sign in at the top of the page, then come back here.";
export const ticketQuantityRange = (max: number): string => `Enter a whole number of tickets from 1 to ${max}.`;
export const ticketsAdded = (quantity: number, title: string): string =>
  `${ADDED_TO_CART}: ${quantity} ${quantity === 1 ? "ticket" : "tickets"} for ${title}. Open the cart at the top of the page to pay in WBE3 in one transaction.`;

/** Whether fans can buy this show's tickets now: minted and listed, some left, the show not over. */
function onSale(show: LiveShow): show is LiveShow & { tickets: { listingId: string } } {
  return show.ticketed && Boolean(show.tickets?.listingId) && show.displayStatus !== "ended" && show.displayStatus !== "cancelled";
}

function total(price: string, quantity: number): string | null {
  try {
    return `${formatWbe3Exact(parseWbe3(price) * BigInt(quantity))} WBE3`;
  } catch {
    return null;
  }
}

/**
 * "Buy tickets" on a show whose tickets are on sale: the quantity goes into the cart as the
 * ticket listing's line, and the fan pays with the rest of the cart. The outcome (added, or why
 * not) takes focus where the button was.
 */
export function BuyTickets({ show }: { show: LiveShow }) {
  const { viewer } = useViewer();
  const headingId = useId();
  if (show.mine || !onSale(show)) return null;
  const left = show.ticketsLeft ?? 0;
  return (
    <section aria-labelledby={headingId} className="grid justify-items-start gap-3 rounded-xl border border-border p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Buy tickets
      </h2>
      {left <= 0 ? (
        <p className="font-medium">{SOLD_OUT}</p>
      ) : viewer.role === null && !viewer.privileged ? (
        <p>{SIGN_IN_TO_BUY_TICKETS}</p>
      ) : (
        <BuyForm key={show.id} show={show} listingId={show.tickets.listingId} left={left} />
      )}
    </section>
  );
}

function BuyForm({ show, listingId, left }: { show: LiveShow; listingId: string; left: number }) {
  const add = useAddTicketsToCart();
  const focusOnShow = useFocusOnShow();
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("1");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const max = Math.min(left, CART_LIMITS.quantity);
  const quantity = Number(typed);
  const valid = /^\d+$/.test(typed.trim()) && quantity >= 1 && quantity <= max;

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (!valid) {
      setFieldError(ticketQuantityRange(max));
      field.current?.focus();
      return;
    }
    setFieldError(undefined);
    try {
      await add.mutateAsync({ listingId, quantity });
      setOutcome({ ok: true, text: ticketsAdded(quantity, show.title) });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : "The tickets were not added to your cart." });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid justify-items-start gap-3">
      <TextField
        label="Number of tickets"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={typed}
        error={fieldError}
        hint={valid ? `Total: ${total(show.ticketPrice, quantity) ?? "—"}` : undefined}
        onChange={(event) => setTyped(event.target.value)}
        ref={field}
        className="w-48"
      />
      <Button type="submit" disabled={add.isPending}>
        <Ticket aria-hidden="true" />
        Buy tickets
      </Button>
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
    </form>
  );
}
