import { formatAssetAmount } from "@wbe3/domain";
import { EmptyState } from "@/components/ui/EmptyState";
import { Skeleton } from "@/components/ui/Skeleton";
import { useStatement } from "../api/wallet";

const LAYER_NOTE = { posted: "", hold: " (held)", release: " (released)" } as const;

/** The latest entries of the wallet, newest first. */
export function Statement() {
  const statement = useStatement();
  if (statement.isPending) return <Skeleton className="h-24 rounded-xl" />;
  if (statement.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {statement.error.message}
      </p>
    );
  }
  if (statement.data.entries.length === 0) return <EmptyState title="No movements yet" />;
  return (
    <section aria-labelledby="statement-heading" className="grid gap-2">
      <h3 id="statement-heading" className="text-lg font-semibold">
        Latest movements
      </h3>
      <ul className="grid gap-2">
        {statement.data.entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
            <span>
              {entry.description || entry.kind}
              {LAYER_NOTE[entry.layer]}
              <span className="block text-xs text-muted-foreground">{new Date(entry.createdAt).toLocaleString()}</span>
            </span>
            <span className="font-mono">{formatAssetAmount(entry.asset, entry.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
