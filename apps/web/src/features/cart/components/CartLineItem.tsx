import { categoryLabel, formatWbe3, SHIPS_FROM_ARTIST, type CartLine } from "@wbe3/domain";
import { Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";

interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onAcceptPrice: () => void;
  onRemove: () => void;
}

/** One cart line: what it is, what it costs now, and — when it cannot be bought as added — why. */
export function CartLineItem({ line, busy, onQuantity, onAcceptPrice, onRemove }: CartLineItemProps) {
  const max = line.maxQuantity ?? 100;
  return (
    <li className="flex gap-3 border-b border-border py-3 last:border-b-0" aria-label={line.title || "Removed item"}>
      {line.imageUrl ? (
        <img src={line.imageUrl} alt="" className="size-14 shrink-0 rounded-md object-cover" />
      ) : (
        <div aria-hidden="true" className="size-14 shrink-0 rounded-md bg-muted" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="line-clamp-1 font-medium">{line.title || "Removed item"}</p>
        {line.artist && <p className="line-clamp-1 text-sm text-muted-foreground">{line.artist}</p>}
        {line.ships && <p className="text-sm text-muted-foreground">{SHIPS_FROM_ARTIST}</p>}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="secondary">{categoryLabel(line.category)}</Badge>
          <span className="font-semibold">{formatWbe3(line.unitPrice)} WBE3</span>
          {line.isEdition && line.state !== "removed" ? (
            <label className="flex items-center gap-1">
              <span className="text-muted-foreground">Qty</span>
              <input
                type="number"
                min={1}
                max={max}
                value={line.quantity}
                disabled={busy}
                onChange={(event) => {
                  // Sent as typed, even past the limit: the server refuses it with the rule that stops it
                  // (shown under the cart), rather than the quantity quietly staying what it was.
                  const quantity = Number(event.target.value);
                  if (Number.isInteger(quantity) && quantity >= 1) onQuantity(quantity);
                }}
                className="h-8 w-16 rounded-md border border-input bg-background px-2"
              />
            </label>
          ) : (
            <span className="text-muted-foreground">× {line.quantity}</span>
          )}
        </div>
        {line.note && (
          <p className="text-sm font-medium text-destructive" data-state={line.state}>
            {line.note}
          </p>
        )}
        {line.state === "price_changed" && (
          <Button size="sm" variant="outline" className="self-start" disabled={busy} onClick={onAcceptPrice}>
            Accept new price
          </Button>
        )}
      </div>
      <Button size="icon" variant="ghost" disabled={busy} onClick={onRemove} aria-label={`Remove ${line.title || "item"} from the cart`}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
