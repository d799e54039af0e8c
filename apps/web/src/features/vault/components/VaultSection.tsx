import { Gem } from "lucide-react";
import { Skeleton } from "@/components/ui/Skeleton";
import { useViewer } from "@/lib/session/use-viewer";
import { useOwnedNfts } from "../api/get-owned-nfts";
import { VaultCard } from "./VaultCard";

/** The signed-in user's tokens from our chain index; used by the fan dashboard and the studio. */
export function VaultSection({ title = "Vault" }: { title?: string }) {
  const address = useViewer().user?.walletAddress ?? null;
  const nfts = useOwnedNfts(address);
  return (
    <section aria-labelledby="vault-heading" className="grid gap-3">
      <h2 id="vault-heading" className="text-xl font-semibold">
        {title}
      </h2>
      {address === null ? (
        <p className="text-sm text-muted-foreground">Link a wallet to your account to see the tokens you own.</p>
      ) : nfts.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : nfts.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {nfts.error.message}
        </p>
      ) : nfts.data.nfts.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border p-8 text-center">
          <Gem aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">Your vault is empty</p>
          <p className="text-sm text-muted-foreground">Tokens you mint or collect show up here.</p>
        </div>
      ) : (
        <>
          {nfts.data.error && <p className="text-sm text-muted-foreground">{nfts.data.error}</p>}
          <ul aria-label="Owned tokens" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {nfts.data.nfts.map((nft) => (
              <li key={`${nft.contractAddress}-${nft.tokenId}`}>
                <VaultCard nft={nft} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
