import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from "react";
import type { QuoteAnswer } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { useExchangeQuote, useMetalsQuote } from "../api/trading";
import { QuoteReview } from "./QuoteReview";

const selectClass = "h-10 rounded-md border border-input bg-background px-3 text-sm";

/**
 * A form that asks for a quote (its fields are the children), shows the quote for review, and
 * says what was done once it is confirmed, focus following each step.
 */
function QuoteForm({
  label,
  pending,
  ask,
  children,
}: {
  label: string;
  pending: boolean;
  ask: () => Promise<QuoteAnswer>;
  children: ReactNode;
}) {
  const [quote, setQuote] = useState<QuoteAnswer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setDone(null);
    // A refusal is shown at its field by the caller's mutation state.
    setQuote(await ask().catch(() => null));
  }

  return (
    <div className="grid gap-3">
      <form aria-label={label} noValidate onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3">
        {children}
        <Button type="submit" disabled={pending}>
          {pending ? "Pricing…" : "Get quote"}
        </Button>
      </form>
      {quote && (
        <QuoteReview
          quote={quote}
          onDone={(message) => {
            setQuote(null);
            setDone(message);
          }}
        />
      )}
      {done && (
        <p ref={doneRef} tabIndex={-1} role="status" className="rounded-md border border-success px-3 py-2 text-sm">
          {done}
        </p>
      )}
    </div>
  );
}

/** WBE3 ↔ USD at the token price. */
export function ExchangeForm() {
  const [from, setFrom] = useState<"WBE3" | "USD">("WBE3");
  const [amount, setAmount] = useState("");
  const ask = useExchangeQuote();
  return (
    <QuoteForm label="Exchange" pending={ask.isPending} ask={() => ask.mutateAsync({ from, to: from === "WBE3" ? "USD" : "WBE3", amount })}>
      <label className="grid gap-1.5 text-sm font-medium">
        From
        <select className={selectClass} value={from} onChange={(event) => setFrom(event.target.value as "WBE3" | "USD")}>
          <option value="WBE3">WBE3 to US dollars</option>
          <option value="USD">US dollars to WBE3</option>
        </select>
      </label>
      <TextField
        label={`Amount (${from})`}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={ask.error?.message}
      />
    </QuoteForm>
  );
}

/** Gold and silver by weight. */
export function MetalsForm() {
  const [metal, setMetal] = useState<"XAU" | "XAG">("XAU");
  const [side, setSide] = useState<"buy" | "sell">("buy");
  const [grams, setGrams] = useState("");
  const ask = useMetalsQuote();
  return (
    <QuoteForm label="Metals" pending={ask.isPending} ask={() => ask.mutateAsync({ metal, side, grams })}>
      <label className="grid gap-1.5 text-sm font-medium">
        Order
        <select className={selectClass} value={side} onChange={(event) => setSide(event.target.value as "buy" | "sell")}>
          <option value="buy">Buy</option>
          <option value="sell">Sell</option>
        </select>
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        Metal
        <select className={selectClass} value={metal} onChange={(event) => setMetal(event.target.value as "XAU" | "XAG")}>
          <option value="XAU">Gold</option>
          <option value="XAG">Silver</option>
        </select>
      </label>
      <TextField
        label="Weight (grams)"
        inputMode="decimal"
        value={grams}
        onChange={(event) => setGrams(event.target.value)}
        error={ask.error?.message}
      />
    </QuoteForm>
  );
}
