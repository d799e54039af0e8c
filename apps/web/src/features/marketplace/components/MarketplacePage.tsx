import { useState } from "react";
import type { MarketplaceItem } from "@wbe3/domain";
import { ComponentErrorBoundary } from "@/components/ComponentErrorBoundary";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import { useMarketplaceParams } from "../hooks/use-marketplace-params";
import { CategoryChips } from "./CategoryChips";
import { ItemDetailsDialog } from "./ItemDetailsDialog";
import { MarketplaceResults } from "./MarketplaceResults";
import { MarketplaceSearch } from "./MarketplaceSearch";

export function MarketplacePage() {
  const { q, category, setQuery, setCategory } = useMarketplaceParams();
  const { viewer } = useViewer();
  const [viewing, setViewing] = useState<MarketplaceItem | null>(null);

  // The cart comes with the fan features; until then say so rather than pretend to add.
  function addToCart(item: MarketplaceItem): void {
    if (viewer.role === null) {
      notify.info("Sign in to use the cart", {
        description: "Use Sign In / Connect Wallet at the top of the page, then add items to your cart.",
      });
      return;
    }
    notify.info("The cart is not open yet", { description: `${item.title} can be bought once fan carts open.` });
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Marketplace</h1>
      <p className="mt-2 text-muted-foreground">Music, books, jewelry, art, homes and cars, priced in WBE3.</p>
      <div className="mt-6 flex flex-col gap-4">
        <MarketplaceSearch value={q} onCommit={setQuery} />
        <CategoryChips value={category} onChange={setCategory} />
      </div>
      <div className="mt-6">
        <ComponentErrorBoundary region="marketplace-results">
          <MarketplaceResults filters={{ q: q.trim(), category }} onAddToCart={addToCart} onView={setViewing} />
        </ComponentErrorBoundary>
      </div>
      <ItemDetailsDialog item={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
