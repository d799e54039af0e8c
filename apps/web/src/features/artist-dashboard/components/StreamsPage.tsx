import {
  HOW_WE_COUNT_RULES,
  HOW_WE_COUNT_TITLE,
  NO_STREAMS_YET,
  STATS_LOAD_FAILED,
  STREAMS_DESCRIPTION,
  STREAMS_TITLE,
} from "@wbe3/domain";
import { Skeleton } from "@/components/ui/Skeleton";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/Table";
import { useArtistStats } from "../api/get-artist-stats";
import { DetailPage } from "./DetailPage";

/** The stats card's streams, per track (most first), from the same answer the card shows, and how they are counted. */
export function StreamsPage() {
  const stats = useArtistStats();
  return (
    <DetailPage title={STREAMS_TITLE} description={STREAMS_DESCRIPTION}>
      {stats.isPending && <Skeleton className="h-32 w-full" />}
      {stats.isError && (
        <p role="alert" className="text-destructive">
          {STATS_LOAD_FAILED}
        </p>
      )}
      {stats.data && stats.data.tracks.length === 0 && <p className="text-muted-foreground">{NO_STREAMS_YET}</p>}
      {stats.data && stats.data.tracks.length > 0 && (
        <Table>
          <TableCaption>{`${stats.data.streams.toLocaleString("en-US")} streams in all`}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Track</TableHead>
              <TableHead className="text-right">Streams</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {stats.data.tracks.map((track) => (
              <TableRow key={track.uploadId}>
                <TableCell>{track.title}</TableCell>
                <TableCell className="text-right tabular-nums">{track.streams.toLocaleString("en-US")}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <HowWeCount />
    </DetailPage>
  );
}

/** The rules every counted stream met (decision 0021), as the server applies them. */
function HowWeCount() {
  return (
    <section aria-labelledby="how-we-count" className="grid gap-2 border-t border-border pt-4">
      <h2 id="how-we-count" className="font-semibold">
        {HOW_WE_COUNT_TITLE}
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
        {HOW_WE_COUNT_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
