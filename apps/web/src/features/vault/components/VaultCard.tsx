import { categoryLabel, isGatedUrl, TICKET_TOKEN_CATEGORY, type OwnedNft, type OwnedTokenCategory } from "@wbe3/domain";
import { useState } from "react";
import { BookOpen, Car, Gem, House, Music, Package, Palette, Send, Shirt, Ticket, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { usePlayReport } from "@/hooks/use-play-report";
import { TransferForm } from "./TransferForm";
import { VaultContentActions } from "./VaultContentActions";

function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

const CATEGORY_ICONS: Partial<Record<OwnedTokenCategory, LucideIcon>> = {
  music: Music,
  books: BookOpen,
  jewelry: Gem,
  art: Palette,
  homes: House,
  cars: Car,
  merch: Shirt,
  [TICKET_TOKEN_CATEGORY]: Ticket,
};

/** The badge of a token's category: its label (a category an area registered, or "Ticket") and icon. */
function categoryBadge(category: OwnedTokenCategory): { label: string; icon: LucideIcon } {
  const label = category === TICKET_TOKEN_CATEGORY ? "Ticket" : categoryLabel(category);
  return { label, icon: CATEGORY_ICONS[category] ?? Package };
}

/** One owned token as the server describes it (title, category, artwork, media), and where it lives on chain. */
export function VaultCard({ nft }: { nft: OwnedNft }) {
  const [sending, setSending] = useState(false);
  const { label, icon: Icon } = categoryBadge(nft.category);
  // Owned music counts as streams like the artist page's player (decision 0021).
  const { onPlay, onTimeUpdate } = usePlayReport(nft.uploadId);
  return (
    <Card className="flex flex-col overflow-hidden" role="article" aria-label={nft.title}>
      <div className="aspect-square bg-muted">
        {nft.imageUrl ? (
          <img src={nft.imageUrl} alt={`Artwork of ${nft.title}`} className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="flex size-full items-center justify-center">
            <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
          </div>
        )}
      </div>
      <div className="grid gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold leading-tight">{nft.title}</h3>
          <Badge variant="secondary">{label}</Badge>
        </div>
        {nft.artist && <p className="text-sm text-muted-foreground">{nft.artist}</p>}
        {/* A public track plays from the gateway; a gated one only through a signed link (VaultContentActions). */}
        {nft.mediaUrl && !isGatedUrl(nft.mediaUrl) && (
          <audio
            controls
            preload="none"
            src={nft.mediaUrl}
            aria-label={`Play ${nft.title}`}
            className="w-full"
            onPlay={onPlay}
            onTimeUpdate={onTimeUpdate}
          >
            <a href={nft.mediaUrl}>Download {nft.title}</a>
          </audio>
        )}
        <VaultContentActions nft={nft} events={{ onPlay, onTimeUpdate }} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted-foreground">
          <dt>Token ID</dt>
          <dd>
            #{nft.tokenId}
            {nft.standard === "erc1155" ? ` · ×${nft.balance}` : ""}
          </dd>
          <dt>Contract</dt>
          <dd title={nft.contractAddress}>{shortAddress(nft.contractAddress)}</dd>
        </dl>
        {sending ? (
          <TransferForm nft={nft} onDone={() => setSending(false)} />
        ) : (
          <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setSending(true)}>
            <Send aria-hidden="true" /> Send
          </Button>
        )}
      </div>
    </Card>
  );
}
