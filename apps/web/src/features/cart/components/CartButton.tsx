import { useEffect, useState } from "react";
import { ADDED_TO_CART } from "@wbe3/domain";
import { ShoppingCart } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/Sheet";
import { Skeleton } from "@/components/ui/Skeleton";
import { notify } from "@/lib/toast";
import { useAddToCart, useCart } from "../api/cart";
import { takePendingAdd } from "../pending-add";
import { CartPanel } from "./CartPanel";

/**
 * The header's cart for a signed-in user: the item count, and the cart in a sheet. Adds the item
 * a visitor chose before signing in.
 */
export function CartButton() {
  const [open, setOpen] = useState(false);
  const cart = useCart({ enabled: true });
  const add = useAddToCart();
  const { mutate } = add;

  useEffect(() => {
    const listingId = takePendingAdd();
    if (!listingId) return;
    mutate(
      { listingId },
      {
        onSuccess: () => notify.success(ADDED_TO_CART),
        onError: (error) => notify.error("Could not add to cart", { description: error.message }),
      },
    );
  }, [mutate]);

  const count = cart.data?.items.length ?? 0;
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)} aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}>
        <ShoppingCart aria-hidden="true" />
        <span aria-hidden="true">{count}</span>
      </Button>
      <SheetContent className="max-w-md">
        <SheetTitle className="text-xl font-bold">Cart</SheetTitle>
        <SheetDescription className="text-sm text-muted-foreground">Pay once in WBE3; the tokens go to your wallet.</SheetDescription>
        {cart.data ? (
          <CartPanel cart={cart.data} />
        ) : cart.isError ? (
          <p role="alert">{cart.error.message}</p>
        ) : (
          <Skeleton className="h-32 w-full" />
        )}
      </SheetContent>
    </Sheet>
  );
}
