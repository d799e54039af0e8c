import { ADDED_TO_CART } from "@wbe3/domain";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import { useAddToCart } from "../api/cart";
import { rememberPendingAdd } from "../pending-add";

/**
 * What "Add to Cart" does anywhere: adds for a signed-in user; for a visitor remembers the item
 * and asks them to sign in (`askToSignIn`), after which the cart adds it.
 */
export function useAddToCartAction(askToSignIn: () => void) {
  const { viewer } = useViewer();
  const add = useAddToCart();
  return (listingId: string, title: string) => {
    if (viewer.role === null && !viewer.privileged) {
      rememberPendingAdd(listingId);
      askToSignIn();
      return;
    }
    add.mutate(
      { listingId },
      {
        onSuccess: () => notify.success(ADDED_TO_CART, { description: title }),
        onError: (error) => notify.error("Could not add to cart", { description: error.message }),
      },
    );
  };
}
