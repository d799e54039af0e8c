import { MINT_REGISTERED_WORK_CLOSED, NO_ANCHORED_WORKS } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { Skeleton } from "@/components/ui/Skeleton";
import { useRegistrations } from "../api/registrations";

/**
 * Mint NFT: the anchored works. The server has no mint endpoint for a registered work yet, so the
 * action stays closed and says why.
 */
export function AnchoredWorks() {
  const registrations = useRegistrations();
  if (registrations.isPending) return <Skeleton className="h-24 rounded-xl" />;
  if (registrations.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {registrations.error.message}
      </p>
    );
  }
  const anchored = registrations.data.registrations.filter((each) => each.anchor?.status === "anchored");
  if (anchored.length === 0) return <EmptyState title={NO_ANCHORED_WORKS} />;
  return (
    <div className="grid gap-3">
      <p id="mint-closed" className="text-sm text-muted-foreground">
        {MINT_REGISTERED_WORK_CLOSED}
      </p>
      <ul aria-label="Anchored works" className="grid gap-3">
        {anchored.map((registration) => (
          <li key={registration.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
            <div className="grid min-w-0 gap-0.5">
              <span className="font-medium break-words">{registration.title}</span>
              <span className="font-mono text-xs break-all text-muted-foreground">SHA-256 {registration.sha256}</span>
            </div>
            <Button disabled aria-describedby="mint-closed">
              Mint NFT
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
