import { categoryLabel, MINTED_BADGE } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/Table";
import { PATHS } from "@/config/paths";
import { useArtistStats } from "../api/get-artist-stats";
import { useOwnUploads } from "../api/get-artist-details";
import { wbe3 } from "../format";

/** Counted streams by upload id, from the stats card's answer (music only; anything else has none). */
function useStreamsByUpload(): Map<string, number> {
  const stats = useArtistStats();
  return new Map((stats.data?.tracks ?? []).map((track) => [track.uploadId, track.streams]));
}

/** The dashboard's Uploads tab: each upload with its state and streams; uploading and minting stay in the studio. */
export function UploadsTab() {
  const uploads = useOwnUploads();
  const streams = useStreamsByUpload();
  return (
    <Card className="grid gap-4 p-6">
      <section aria-labelledby="uploads-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="uploads-heading" className="text-xl font-semibold">
            Your uploads
          </h2>
          <ButtonLink to={`${PATHS.artistStudio}?tab=upload`} variant="outline" size="sm">
            Manage in the studio
          </ButtonLink>
        </div>
        {uploads.isPending && <Skeleton className="h-32 w-full" />}
        {uploads.isError && (
          <p role="alert" className="text-destructive">
            {uploads.error.message}
          </p>
        )}
        {uploads.data?.uploads.length === 0 && <p className="text-muted-foreground">No uploads yet.</p>}
        {uploads.data && uploads.data.uploads.length > 0 && (
          <Table aria-label="Your uploads">
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead>Category</TableHead>
                <TableHead>Minted</TableHead>
                <TableHead>Public</TableHead>
                <TableHead className="text-right">Price</TableHead>
                <TableHead className="text-right">Streams</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {uploads.data.uploads.map((upload) => (
                <TableRow key={upload.id}>
                  <TableCell className="font-medium">{upload.title}</TableCell>
                  <TableCell>{categoryLabel(upload.category)}</TableCell>
                  <TableCell>{upload.isMinted ? <Badge variant="success">{MINTED_BADGE}</Badge> : "No"}</TableCell>
                  <TableCell>{upload.isPublic ? "Public" : "Private"}</TableCell>
                  <TableCell className="text-right tabular-nums">{wbe3(upload.price)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {upload.category === "music" ? (streams.get(upload.id) ?? 0).toLocaleString("en-US") : "—"}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </Card>
  );
}
