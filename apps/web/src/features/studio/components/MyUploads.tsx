import { categoryLabel, formatWbe3, MINTED_BADGE, whoCanOpen } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { useMyUploads } from "../api/my-uploads";
import { useMintUpload } from "../hooks/use-mint-upload";
import { DropRulesDialog } from "./DropRulesDialog";
import { PreviewClip } from "./PreviewClip";

/** Everything the artist has uploaded, with the mint state the server verified. */
export function MyUploads() {
  const uploads = useMyUploads();
  const { mint, busyId } = useMintUpload();
  if (uploads.isPending) return <Skeleton className="h-20 w-full" />;
  if (uploads.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {uploads.error.message}
      </p>
    );
  const list = uploads.data.uploads;
  if (list.length === 0) return <p className="text-sm text-muted-foreground">No uploads yet.</p>;
  return (
    <ul aria-label="My uploads" className="grid gap-2">
      {list.map((upload) => (
        <li key={upload.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
          <div className="min-w-0">
            <p className="truncate font-medium">{upload.title}</p>
            <p className="text-xs text-muted-foreground">
              {categoryLabel(upload.category)} · {formatWbe3(upload.price)} WBE3 · {upload.isPublic ? "public" : "private"}
            </p>
            <p className="text-xs text-muted-foreground">{whoCanOpen(upload.fileAccess, upload.holders)}</p>
          </div>
          {upload.isPublic && upload.listingId && <DropRulesDialog listingId={upload.listingId} title={upload.title} />}
          {upload.isMinted ? (
            <span className="flex items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="success">{MINTED_BADGE}</Badge>
              {upload.mint && <span>Token #{upload.mint.tokenId}</span>}
            </span>
          ) : upload.mintAsNFT ? (
            <span className="flex items-center gap-2">
              <Badge variant="outline">Not minted yet</Badge>
              <Button
                size="sm"
                variant="outline"
                disabled={busyId !== null}
                onClick={() => void mint(upload)}
                aria-label={`Mint “${upload.title}” now`}
              >
                {busyId === upload.id ? "Minting..." : "Mint now"}
              </Button>
            </span>
          ) : null}
          <PreviewClip upload={upload} />
        </li>
      ))}
    </ul>
  );
}
