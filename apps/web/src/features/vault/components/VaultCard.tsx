import type { OwnedNft } from "@wbe3/domain";
import { useState } from "react";
import { Music, Send } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { ipfsToUrl } from "@/lib/ipfs";
import { useNftMetadata } from "../api/get-nft-metadata";
import { TransferForm } from "./TransferForm";

function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** One owned token: its artwork and media from the token's metadata, and where it lives on chain. */
export function VaultCard({ nft }: { nft: OwnedNft }) {
  const metadata = useNftMetadata(nft.tokenURI);
  const name = metadata.data?.name ?? `Token #${nft.tokenId}`;
  const image = ipfsToUrl(metadata.data?.image);
  const media = ipfsToUrl(metadata.data?.animation_url);
  const [sending, setSending] = useState(false);
  return (
    <Card className="flex flex-col overflow-hidden" role="article" aria-label={name}>
      <div className="aspect-square bg-muted">
        {metadata.isPending && nft.tokenURI ? (
          <Skeleton className="size-full" />
        ) : image ? (
          <img src={image} alt={`Artwork of ${name}`} className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="flex size-full items-center justify-center">
            <Music aria-hidden="true" className="size-10 text-muted-foreground" />
          </div>
        )}
      </div>
      <div className="grid gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold leading-tight">{name}</h3>
          <Badge variant="secondary">{nft.type === "music" ? "Music" : "Edition"}</Badge>
        </div>
        {metadata.data?.properties.artist && <p className="text-sm text-muted-foreground">{metadata.data.properties.artist}</p>}
        {metadata.isError && <p className="text-xs text-destructive">Its metadata could not be loaded.</p>}
        {media && (
          <audio controls preload="none" src={media} aria-label={`Play ${name}`} className="w-full">
            <a href={media}>Download {name}</a>
          </audio>
        )}
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
