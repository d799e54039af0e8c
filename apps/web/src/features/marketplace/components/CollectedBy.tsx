import { CollectorList } from "@/components/CollectorList";
import { Skeleton } from "@/components/ui/Skeleton";
import { useListingCollectors } from "../api/get-listing-collectors";

/** A listing's "Collected by", from the transfer index: loaded when its details open. */
export function CollectedBy({ listingId }: { listingId: string }) {
  const collectors = useListingCollectors(listingId);
  return (
    <section aria-labelledby={`collected-by-${listingId}`} className="grid gap-1.5">
      <h3 id={`collected-by-${listingId}`} className="text-sm font-semibold">
        Collected by
      </h3>
      {collectors.isPending ? (
        <Skeleton className="h-5 w-40" />
      ) : collectors.isError ? (
        <p className="text-sm text-muted-foreground">{collectors.error.message}</p>
      ) : (
        <CollectorList collectors={collectors.data} />
      )}
    </section>
  );
}
