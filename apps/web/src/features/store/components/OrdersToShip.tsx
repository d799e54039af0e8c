import { ORDER_MARKED_SHIPPED, type StoreOrderLine } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { notify } from "@/lib/toast";
import { useShipOrder } from "../api/products";

function addressLines(address: NonNullable<StoreOrderLine["shippingAddress"]>): string[] {
  return [
    address.name,
    address.line1,
    address.line2,
    [address.postalCode, address.city].filter(Boolean).join(" "),
    address.region,
    address.country,
  ].filter((line) => line !== "");
}

const dateText = (iso: string) => new Date(iso).toLocaleDateString();

/** Paid orders of the artist's products with the buyer's address, each marked shipped once sent. */
export function OrdersToShip({ lines }: { lines: StoreOrderLine[] }) {
  const ship = useShipOrder();
  if (lines.length === 0) return <p className="text-sm text-muted-foreground">No orders yet.</p>;
  return (
    <div className="grid gap-2">
      <FormAlert message={ship.isError ? ship.error.message : null} />
      <ul aria-label="Orders to ship" className="grid gap-3">
        {lines.map((line) => (
          <li key={`${line.orderId}-${line.productId ?? line.product}`} className="grid gap-2 rounded-md border border-border p-3 text-sm">
            <p className="font-medium">
              {line.quantity} × {line.product}
            </p>
            <p className="text-muted-foreground">Paid {dateText(line.paidAt)}</p>
            {line.shippingAddress && (
              <address className="not-italic">
                {addressLines(line.shippingAddress).map((text) => (
                  <span key={text} className="block">
                    {text}
                  </span>
                ))}
              </address>
            )}
            {line.shippedAt ? (
              <p className="text-muted-foreground">Shipped {dateText(line.shippedAt)}</p>
            ) : (
              <Button
                size="sm"
                className="justify-self-start"
                disabled={ship.isPending}
                aria-label={`Mark ${line.product} shipped`}
                onClick={() => ship.mutate(line.orderId, { onSuccess: () => notify.success(ORDER_MARKED_SHIPPED) })}
              >
                Mark shipped
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
