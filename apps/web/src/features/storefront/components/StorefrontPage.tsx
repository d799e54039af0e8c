import { useId, useState } from "react";
import {
  categoryLabel,
  filterStorefront,
  formatWbe3,
  marketplaceFilters,
  MINTED_BADGE,
  NO_ITEMS_FOUND,
  visibleTags,
  type MarketplaceFilter,
} from "@wbe3/domain";
import { PackageOpen, Search } from "lucide-react";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Skeleton } from "@/components/ui/Skeleton";
import { useStorefront } from "../api/get-storefront";

export function StorefrontPage() {
  const storefront = useStorefront();
  const [q, setQ] = useState("");
  const [category, setCategory] = useState<MarketplaceFilter>("all");
  const searchId = useId();
  const categoryId = useId();
  const items = storefront.data ? filterStorefront(storefront.data.items, q, category) : [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Artist Storefront</h1>
      <p className="mt-2 text-muted-foreground">Public works from artists: music, books, jewelry, art, homes and cars.</p>
      <div role="search" className="mt-6 flex flex-wrap items-end gap-4">
        <div className="grid min-w-64 flex-1 gap-1.5">
          <Label htmlFor={searchId}>Search</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={q}
              placeholder="Title, artist or description"
              className="pl-9"
              onChange={(event) => setQ(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={categoryId}>Category</Label>
          <select
            id={categoryId}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className="min-h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {marketplaceFilters().map((each) => (
              <option key={each} value={each}>
                {categoryLabel(each)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {storefront.isPending ? (
        <Skeleton className="mt-6 h-48 w-full" />
      ) : storefront.isError ? (
        <p role="alert" className="mt-6 text-destructive">
          {storefront.error.message}
        </p>
      ) : items.length === 0 ? (
        <div role="status" className="mt-10 flex flex-col items-center gap-2 text-center">
          <PackageOpen aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-semibold">{NO_ITEMS_FOUND.title}</p>
          <p className="text-sm text-muted-foreground">{NO_ITEMS_FOUND.description}</p>
        </div>
      ) : (
        <ul aria-label="Storefront items" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <Card className="flex h-full flex-col overflow-hidden">
                <div className="aspect-video bg-muted">
                  {item.imageUrl && <img src={item.imageUrl} alt={item.title} className="size-full object-cover" loading="lazy" />}
                </div>
                <div className="grid gap-2 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <h2 className="font-semibold leading-tight">{item.title}</h2>
                    {item.isMinted && <Badge variant="success">{MINTED_BADGE}</Badge>}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {item.artistName} · {categoryLabel(item.category)}
                  </p>
                  {item.tags.length > 0 && (
                    <ul aria-label="Tags" className="flex flex-wrap gap-1">
                      {visibleTags(item.tags).map((tag) => (
                        <li key={tag}>
                          <Badge variant="outline">{tag}</Badge>
                        </li>
                      ))}
                    </ul>
                  )}
                  <p className="font-semibold">{formatWbe3(item.price)} WBE3</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
