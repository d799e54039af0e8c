import { useEffect, useRef } from "react";
import { formatAssetAmount, type QuoteAnswer } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { useCarryOutQuote } from "../api/trading";

/**
 * A quote before it is confirmed: what is paid, the Honey Drop fee within it, what arrives, the
 * price and until when it holds. Focus lands here when it arrives, and on the outcome after.
 */
export function QuoteReview({ quote, onDone }: { quote: QuoteAnswer; onDone: (message: string) => void }) {
  const carry = useCarryOutQuote();
  const region = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);
  useEffect(() => region.current?.focus(), [quote.id]);
  useEffect(() => {
    if (carry.isError) failure.current?.focus();
  }, [carry.isError, carry.failureCount]);

  async function confirm() {
    try {
      await carry.mutateAsync(quote);
      onDone(
        `Done: paid ${formatAssetAmount(quote.pay.asset, quote.pay.amount)}, received ${formatAssetAmount(quote.receive.asset, quote.receive.amount)}.`,
      );
    } catch {
      // Shown below, where focus goes.
    }
  }

  return (
    <div ref={region} tabIndex={-1} role="group" aria-label="Quote" className="grid gap-2 rounded-lg border border-border p-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>You pay</dt>
        <dd className="font-mono">{formatAssetAmount(quote.pay.asset, quote.pay.amount)}</dd>
        <dt>Honey Drop fee (2 %)</dt>
        <dd className="font-mono">{formatAssetAmount(quote.fee.asset, quote.fee.amount)}</dd>
        <dt>You receive</dt>
        <dd className="font-mono">{formatAssetAmount(quote.receive.asset, quote.receive.amount)}</dd>
        <dt>Price</dt>
        <dd>{quote.rate}</dd>
      </dl>
      <p className="text-xs text-muted-foreground">This price holds until {new Date(quote.expiresAt).toLocaleTimeString()}.</p>
      {carry.isError && (
        <p ref={failure} tabIndex={-1} role="alert" className="text-destructive">
          {carry.error.message}
        </p>
      )}
      <div>
        <Button type="button" disabled={carry.isPending} onClick={() => void confirm()}>
          {carry.isPending ? "Confirming…" : "Confirm"}
        </Button>
      </div>
    </div>
  );
}
