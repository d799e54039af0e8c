import { NO_ITEMS_FOUND, RETRY, type MarketplaceItem } from "@wbe3/domain";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { cn } from "@/lib/cn";
import { useMarketplace, type MarketplaceFilters } from "../api/get-marketplace";
import { ItemCard } from "./ItemCard";

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
const SKELETON_CARDS = 8;

interface MarketplaceResultsProps {
  filters: MarketplaceFilters;
  onAddToCart: (item: MarketplaceItem) => void;
  onView: (item: MarketplaceItem) => void;
}

export function MarketplaceResults({ filters, onAddToCart, onView }: MarketplaceResultsProps) {
  const query = useMarketplace(filters);

  if (query.isPending) return <ResultsSkeleton />;
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6">
        <p className="font-semibold">The marketplace could not be loaded.</p>
        <p className="text-sm text-muted-foreground">{query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {RETRY}
        </Button>
      </div>
    );
  }

  const items = query.data.pages.flatMap((page) => page.items);
  const refreshing = query.isPlaceholderData && query.isFetching;

  if (items.length === 0 && !refreshing) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-6 py-16 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-lg font-semibold">{NO_ITEMS_FOUND.title}</p>
        <p className="text-muted-foreground">{NO_ITEMS_FOUND.description}</p>
      </div>
    );
  }

  return (
    <div aria-busy={refreshing}>
      <p role="status" className="mb-3 text-sm text-muted-foreground">
        {refreshing ? "Searching…" : `${items.length} ${items.length === 1 ? "item" : "items"} shown`}
      </p>
      <ul className={cn(GRID, "transition-opacity", refreshing && "opacity-60")}>
        {items.map((item, position) => (
          <li key={item.id}>
            <ItemCard item={item} onAddToCart={onAddToCart} onView={onView} position={position} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm">
          More items could not be loaded: {query.error.message}
        </p>
      )}
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" size="lg" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? "Loading…" : query.isFetchNextPageError ? RETRY : "Load more"}
          </Button>
        </div>
      )}
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading items…</span>
      <div aria-hidden="true" className="mb-3 h-5" />
      <div className={GRID}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-xl border border-border bg-card">
            <Skeleton className="aspect-[4/3] w-full" />
            <div className="flex flex-col gap-2 p-4">
              <Skeleton className="h-6 w-3/4 rounded-md" />
              <Skeleton className="h-4 w-1/2 rounded-md" />
              <Skeleton className="h-5 w-2/3 rounded-md" />
              <Skeleton className="mt-2 h-7 w-1/3 rounded-md" />
              <Skeleton className="h-8 w-full rounded-md" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
