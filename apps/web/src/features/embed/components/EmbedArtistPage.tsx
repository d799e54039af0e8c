import type { ReactNode } from "react";
import { useParams } from "react-router";
import { isAddress } from "viem";
import { INVALID_ARTIST, invalidAddress } from "@wbe3/domain";
import { UserX } from "lucide-react";
import { SocialLinkIcons } from "@/components/SocialLinkIcons";
import { VerifiedBadge } from "@/components/VerifiedBadge";
import { Skeleton } from "@/components/ui/Skeleton";
import { useArtistByWallet } from "../api/get-artist-by-wallet";

function InvalidArtist({ description }: { description: string }) {
  return (
    <div className="mx-auto flex max-w-sm flex-col items-center gap-2 px-4 py-12 text-center">
      <UserX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{INVALID_ARTIST.title}</h1>
      <p className="text-muted-foreground">{description}</p>
    </div>
  );
}

interface EmbedArtistPageProps {
  /** The Follow control for this artist, composed in by the app (features do not import each other). */
  follow?: (username: string) => ReactNode;
}

/** The iframe-embeddable artist card, found by wallet address. */
export function EmbedArtistPage({ follow }: EmbedArtistPageProps = {}) {
  const { walletAddress = "" } = useParams();
  const address = walletAddress.trim();
  const valid = address !== "" && isAddress(address, { strict: false });
  const artist = useArtistByWallet(valid ? address : null);
  if (address === "") return <InvalidArtist description={INVALID_ARTIST.description} />;
  if (!valid) return <InvalidArtist description={invalidAddress(address)} />;
  if (artist.isPending) return <Skeleton className="m-4 h-32" />;
  if (artist.isError) return <InvalidArtist description={artist.error.message} />;
  const profile = artist.data.artist;
  const pageUrl = `${window.location.origin}/artist/${encodeURIComponent(profile.username)}`;
  return (
    <article className="m-4 grid max-w-sm gap-2 rounded-xl border border-border bg-card p-5">
      <h1 className="text-xl font-semibold">{profile.name}</h1>
      <p className="text-sm text-muted-foreground">@{profile.username}</p>
      {profile.verified && <VerifiedBadge />}
      {profile.bio && <p className="line-clamp-3 text-sm">{profile.bio}</p>}
      <SocialLinkIcons links={profile.socialLinks} />
      {follow?.(profile.username)}
      <a href={pageUrl} target="_blank" rel="noreferrer" className="text-sm font-medium text-link underline-offset-4 hover:underline">
        View {profile.name} on WBE3
      </a>
    </article>
  );
}
