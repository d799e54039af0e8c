import { COPYRIGHT_WORK_KIND, MINT_AUDIO_ONLY, MINT_REGISTERED_WORK_HINT, NO_ANCHORED_WORKS, storedFileServesAs } from "@wbe3/domain";
import { EmptyState } from "@/components/ui/EmptyState";
import { Skeleton } from "@/components/ui/Skeleton";
import { useRegistrations } from "../api/registrations";
import { MintWorkForm } from "./MintWorkForm";

/**
 * Mint NFT: the anchored works. An audio work goes to the studio's mint cart with its price and is
 * minted there (its fee, its wallet call); the token's metadata carries the registration. A work the
 * studio cannot mint as a track says so.
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
      <p className="text-sm text-muted-foreground">{MINT_REGISTERED_WORK_HINT}</p>
      <ul aria-label="Anchored works" className="grid gap-3">
        {anchored.map((registration) => (
          <li key={registration.id} className="grid gap-3 rounded-lg border border-border p-3">
            <div className="grid min-w-0 gap-0.5">
              <span className="font-medium break-words">{registration.title}</span>
              <span className="font-mono text-xs break-all text-muted-foreground">SHA-256 {registration.sha256}</span>
            </div>
            {storedFileServesAs(
              { kind: COPYRIGHT_WORK_KIND, mimeType: registration.file.mimeType, size: registration.file.bytes },
              "music",
            ) ? (
              <MintWorkForm registration={registration} />
            ) : (
              <p className="text-sm text-muted-foreground">{MINT_AUDIO_ONLY}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
