import { NO_STREAMS_YET, STATS_LOAD_FAILED, STREAMS_TITLE } from "@wbe3/domain";
import { Skeleton } from "@/components/ui/Skeleton";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/Table";
import { useArtistStats } from "../api/get-artist-stats";
import { DetailPage } from "./DetailPage";

/** The stats card's streams, per track (most first), from the same answer the card shows. */
export function StreamsPage() {
  const stats = useArtistStats();
  return (
    <DetailPage
      title={STREAMS_TITLE}
      description="Plays counted by the server: one per listener per track per 30 minutes, after 30 s of listening."
    >
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
    </DetailPage>
  );
}
