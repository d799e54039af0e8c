import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { formatEther } from "viem";
import {
  mintTicketsSchema,
  SHOW_NOT_OPEN_FOR_TICKETS,
  TICKET_CREATION_FAILED,
  TICKETS_CREATED,
  ticketsOverCapacity,
  type LiveShow,
  type MintTickets,
} from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { publicConfigQueryOptions } from "@/lib/config/get-public-config";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";
import { useMintTickets } from "../hooks/use-mint-tickets";

type Outcome = { ok: true; quantity: number; onSale: boolean } | { ok: false; reason: string };

const tickets = (count: number) => `${count} ${count === 1 ? "ticket" : "tickets"}`;

/** What the mint costs in ETH, from the contract's fee as the config gives it (refetched once 30 s old, as the fee can change). */
function useMintCost(quantity: number): string | null {
  const fee = useQuery({ ...publicConfigQueryOptions(), staleTime: 30_000 }).data?.fees.ticketMintWei;
  if (!fee) return null;
  const each = `${formatEther(BigInt(fee))} ETH a ticket`;
  return Number.isInteger(quantity) && quantity > 0 ? `${formatEther(BigInt(fee) * BigInt(quantity))} ETH (${each})` : each;
}

/**
 * The owner's "Create tickets" for a ticketed show whose tickets are not minted yet (SPEC 7 and 8):
 * the quantity (the show's capacity to start with) is checked by the domain's rule and the show's
 * capacity, then minted through the wallet. The outcome, "Tickets Created!" or "Ticket Creation
 * Failed" with its reason, takes focus; once minted, the form gives way to the confirmation.
 */
export function CreateTickets({ show }: { show: LiveShow }) {
  const mint = useMintTickets(show);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const focusOnShow = useFocusOnShow();
  const capacity = show.capacity ?? 0;
  const schema = useMemo(
    () => mintTicketsSchema.refine((input) => input.quantity <= capacity, { message: ticketsOverCapacity(capacity), path: ["quantity"] }),
    [capacity],
  );
  const form = useForm<MintTickets>({ resolver: zodResolver(schema), defaultValues: { quantity: capacity } });
  const cost = useMintCost(useWatch({ control: form.control, name: "quantity" }));
  const open = show.displayStatus === "upcoming" || show.displayStatus === "live";

  if (show.tickets && !outcome) return null;

  const submit = form.handleSubmit(async ({ quantity }) => {
    setOutcome(null);
    try {
      const minted = await mint.mutateAsync(quantity);
      setOutcome({ ok: true, quantity: minted.tickets?.quantity ?? quantity, onSale: minted.tickets?.listingId != null });
    } catch (error) {
      setOutcome({ ok: false, reason: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <section aria-labelledby="create-tickets" className="grid gap-3 rounded-xl border border-border p-4">
      <h2 id="create-tickets" className="text-lg font-semibold">
        Create tickets
      </h2>
      {outcome?.ok ? null : open ? (
        <form noValidate aria-label="Create tickets" onSubmit={(event) => void submit(event)} className="flex flex-wrap items-start gap-3">
          <TextField
            label="Quantity"
            className="min-w-0 flex-1"
            type="number"
            inputMode="numeric"
            min={1}
            max={capacity}
            step={1}
            required
            hint={`Up to ${tickets(capacity)}, minted to your wallet and sold from it at the show's price.${cost ? ` The mint costs ${cost}.` : ""}`}
            error={form.formState.errors.quantity?.message}
            {...form.register("quantity", { valueAsNumber: true })}
          />
          <Button type="submit" className="mt-6" disabled={mint.isPending}>
            {mint.isPending ? "Creating tickets…" : "Create tickets"}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">{SHOW_NOT_OPEN_FOR_TICKETS}</p>
      )}
      {outcome && (
        <div
          key={outcome.ok ? "created" : outcome.reason}
          ref={focusOnShow}
          role={outcome.ok ? "status" : "alert"}
          className={outcome.ok ? "grid gap-1 text-sm" : "grid gap-1 text-sm text-destructive"}
        >
          <p className="font-semibold">{outcome.ok ? TICKETS_CREATED.title : TICKET_CREATION_FAILED.title}</p>
          <p>
            {outcome.ok ? `${tickets(outcome.quantity)} minted to your wallet${outcome.onSale ? " and on sale" : ""}.` : outcome.reason}
          </p>
        </div>
      )}
    </section>
  );
}
