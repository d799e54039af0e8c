import type { MarketplaceItem } from "@wbe3/domain";
import { openSignInDialog } from "@/features/auth/auth-dialogs";
import { useAddToCartAction } from "@/features/cart/hooks/use-add-to-cart-action";
import { MarketplacePage } from "@/features/marketplace/components/MarketplacePage";

/** The marketplace with the cart's "Add to Cart": a visitor signs in first, then the item is added. */
export function MarketplaceRoute({ embedded = false }: { embedded?: boolean }) {
  const addToCart = useAddToCartAction(openSignInDialog);
  return <MarketplacePage embedded={embedded} onAddToCart={(item: MarketplaceItem) => addToCart(item.id, item.title)} />;
}
