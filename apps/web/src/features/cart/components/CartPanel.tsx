import { CART_EMPTY, formatWbe3, PAYMENT_FAILED_FALLBACK, type Cart } from "@wbe3/domain";
import { ShoppingCart } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { FormAlert } from "@/components/ui/FormAlert";
import { useFocusFirstField } from "@/lib/focus/use-focus-first-field";
import { useAddToCart, useRemoveFromCart } from "../api/cart";
import { CheckoutStopped, useCheckout } from "../hooks/use-checkout";
import { CartLineItem } from "./CartLineItem";
import { ShippingAddressForm } from "./ShippingAddressForm";

const SHIPPING_FORM_ID = "cart-shipping-address";

/** The fan cart (SPEC 4): lines, the total in WBE3 and "Purchase All" in one transaction. */
export function CartPanel({ cart }: { cart: Cart }) {
  const add = useAddToCart();
  const remove = useRemoveFromCart();
  const checkout = useCheckout();
  const busy = add.isPending || remove.isPending || checkout.isPending;
  const stopped = checkout.error instanceof CheckoutStopped ? checkout.error.message : null;
  const changeError = add.error ?? remove.error;
  // A physical product is shipped: "Purchase All" then submits the address form first.
  const ships = cart.items.some((line) => line.ships);
  // When the last line goes (bought or removed), the button that was used goes with it: the
  // empty cart, which says what happened, takes focus.
  const focusEmpty = useFocusFirstField(cart.items.length > 0);

  if (cart.items.length === 0) {
    return <EmptyState ref={focusEmpty} title={CART_EMPTY} icon={ShoppingCart} description="Add items from the marketplace." />;
  }

  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Cart items">
        {cart.items.map((line) => (
          <CartLineItem
            key={line.listingId}
            line={line}
            busy={busy}
            onQuantity={(quantity) => add.mutate({ listingId: line.listingId, quantity })}
            onAcceptPrice={() => add.mutate({ listingId: line.listingId, quantity: line.quantity })}
            onRemove={() => remove.mutate(line.listingId)}
          />
        ))}
      </ul>
      <FormAlert message={changeError ? changeError.message : null} />
      <div className="flex items-center justify-between text-lg font-bold">
        <span>Total</span>
        <span>{formatWbe3(cart.total)} WBE3</span>
      </div>
      {!cart.ready && <p className="text-sm text-muted-foreground">Review or remove the marked items to check out.</p>}
      <FormAlert message={stopped ?? (checkout.isError ? checkout.error.message || PAYMENT_FAILED_FALLBACK : null)} />
      {ships && (
        <ShippingAddressForm
          id={SHIPPING_FORM_ID}
          disabled={busy}
          onSubmit={(shippingAddress) => checkout.mutate({ cart, shippingAddress })}
        />
      )}
      <Button
        size="lg"
        disabled={!cart.ready || busy}
        {...(ships ? { type: "submit", form: SHIPPING_FORM_ID } : { onClick: () => checkout.mutate({ cart }) })}
      >
        {checkout.isPending ? "Checking out…" : "Purchase All"}
      </Button>
      <p className="text-xs text-muted-foreground">
        One approval of the total (when needed) and one purchase: the items arrive in your vault.
      </p>
    </div>
  );
}
