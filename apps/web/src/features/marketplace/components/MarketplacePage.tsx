import { useState } from "react";
import type { MarketplaceItem } from "@wbe3/domain";
import { ComponentErrorBoundary } from "@/components/ComponentErrorBoundary";
import { useMarketplaceParams } from "../hooks/use-marketplace-params";
import { CategoryChips } from "./CategoryChips";
import { ItemDetailsDialog } from "./ItemDetailsDialog";
import { MarketplaceResults } from "./MarketplaceResults";
import { MarketplaceSearch } from "./MarketplaceSearch";

interface MarketplacePageProps {
  /** The cart's "Add to Cart", composed in by the app (features do not import each other). */
  onAddToCart: (item: MarketplaceItem) => void;
  /** Shown inside another page (the fan dashboard's Market tab): a section, not the page's heading. */
  embedded?: boolean;
}

export function MarketplacePage({ onAddToCart, embedded = false }: MarketplacePageProps) {
  const { q, category, setQuery, setCategory } = useMarketplaceParams();
  const [viewing, setViewing] = useState<MarketplaceItem | null>(null);

  return (
    <div className={embedded ? "w-full" : "mx-auto w-full max-w-7xl px-4 py-8"}>
      {embedded ? (
        <h2 className="text-2xl font-bold tracking-tight">Marketplace</h2>
      ) : (
        <h1 className="text-3xl font-bold tracking-tight">Marketplace</h1>
      )}
      <p className="mt-2 text-muted-foreground">Music, books, jewelry, art, homes and cars, priced in WBE3.</p>
      <div className="mt-6 flex flex-col gap-4">
        <MarketplaceSearch value={q} onCommit={setQuery} />
        <CategoryChips value={category} onChange={setCategory} />
      </div>
      <div className="mt-6">
        <ComponentErrorBoundary region="marketplace-results">
          <MarketplaceResults filters={{ q: q.trim(), category }} onAddToCart={onAddToCart} onView={setViewing} />
        </ComponentErrorBoundary>
      </div>
      <ItemDetailsDialog item={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
