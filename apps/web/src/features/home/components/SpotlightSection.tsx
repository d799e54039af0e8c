import { RETRY } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { useFeatured } from "../api/get-featured";
import { SpotlightCarousel } from "./SpotlightCarousel";

export function SpotlightSection() {
  const featured = useFeatured();
  return (
    <div className="py-6">
      <h2 className="mb-4 text-2xl font-bold tracking-tight">Spotlight</h2>
      {featured.isPending ? (
        <SpotlightSkeleton />
      ) : featured.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-card p-6">
          <p className="font-semibold">The spotlight could not be loaded.</p>
          <p className="text-sm text-muted-foreground">{featured.error.message}</p>
          <Button variant="outline" onClick={() => void featured.refetch()}>
            {RETRY}
          </Button>
        </div>
      ) : featured.data.items.length === 0 ? (
        <p className="rounded-2xl border border-border bg-card p-6 text-muted-foreground">Nothing in the spotlight yet.</p>
      ) : (
        <SpotlightCarousel items={featured.data.items} />
      )}
    </div>
  );
}

/** Same boxes as a loaded slide, so nothing below moves when the data arrives. */
function SpotlightSkeleton() {
  return (
    <div role="status" className="rounded-2xl border border-border bg-card p-4 md:p-6">
      <span className="sr-only">Loading the spotlight…</span>
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center">
        <Skeleton className="aspect-square w-full rounded-xl" />
        <div className="flex min-h-56 flex-col gap-3">
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-9 w-3/4 rounded-md" />
          <Skeleton className="h-5 w-1/3 rounded-md" />
          <Skeleton className="h-16 w-full rounded-md" />
          <Skeleton className="h-7 w-28 rounded-md" />
        </div>
      </div>
      <div className="mt-4 flex h-8 items-center justify-center">
        <Skeleton className="h-2.5 w-32 rounded-full" />
      </div>
    </div>
  );
}
