import { useState } from "react";
import type { LiveShow } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";

/** An RTMP show's ingest URL and stream key, which the server gives its owner only; the key stays hidden until asked for. */
export function IngestDetails({ ingest }: { ingest: NonNullable<LiveShow["ingest"]> }) {
  const [keyShown, setKeyShown] = useState(false);
  return (
    <section aria-labelledby="show-ingest" className="grid gap-3 rounded-xl border border-border p-4">
      <h2 id="show-ingest" className="text-lg font-semibold">
        Stream from your software
      </h2>
      <p className="text-sm text-muted-foreground">Only you see these. Enter them in your streaming software (OBS or similar).</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">Ingest URL</dt>
        <dd className="break-all">
          <code>{ingest.url ?? "Not set yet"}</code>
        </dd>
        <dt className="font-medium">Stream key</dt>
        <dd className="flex flex-wrap items-center gap-2 break-all">
          {ingest.streamKey === null ? (
            "Not set yet"
          ) : (
            <>
              <code>{keyShown ? ingest.streamKey : "••••••••"}</code>
              <Button size="sm" variant="outline" aria-pressed={keyShown} onClick={() => setKeyShown(!keyShown)}>
                Show stream key
              </Button>
            </>
          )}
        </dd>
      </dl>
    </section>
  );
}
