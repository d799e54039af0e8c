import { useParams } from "react-router";
import { INVALID_ARTIST } from "@wbe3/domain";
import { UserX } from "lucide-react";
import { AreaPage } from "@/components/AreaPage";

export function EmbedArtistPage() {
  const { walletAddress } = useParams();
  if (!walletAddress) {
    return (
      <div className="mx-auto flex max-w-sm flex-col items-center gap-2 px-4 py-12 text-center">
        <UserX aria-hidden="true" className="size-10 text-muted-foreground" />
        <h1 className="text-xl font-semibold">{INVALID_ARTIST.title}</h1>
        <p className="text-muted-foreground">{INVALID_ARTIST.description}</p>
      </div>
    );
  }
  return (
    <AreaPage
      title="Artist Card"
      description={`An embeddable card for the artist with wallet ${walletAddress}, for use on other websites.`}
    />
  );
}
