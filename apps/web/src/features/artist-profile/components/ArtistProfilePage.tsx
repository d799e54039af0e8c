import { useParams } from "react-router";
import { AppError } from "@wbe3/domain";
import { Music, UserX } from "lucide-react";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { CollectorList } from "@/components/CollectorList";
import { SocialLinkIcons } from "@/components/SocialLinkIcons";
import { VerifiedBadge } from "@/components/VerifiedBadge";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { PATHS } from "@/config/paths";
import { useArtistPage } from "../api/get-artist-page";
import { CatalogTrackItem } from "./CatalogTrackItem";
import { FollowButton } from "./FollowButton";

function NotFound({ username }: { username: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <UserX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold">Artist not found</h1>
      <p className="text-muted-foreground">There is no artist with the username @{username}.</p>
      <ButtonLink to={PATHS.discover} variant="outline">
        Discover artists
      </ButtonLink>
    </div>
  );
}

export interface ArtistProfilePageProps {
  /** Opens the sign-in dialog (the auth feature's, composed in app/): a visitor's Follow asks to sign in. */
  onSignIn: () => void;
}

export function ArtistProfilePage({ onSignIn }: ArtistProfilePageProps) {
  const { username = "" } = useParams();
  const page = useArtistPage(username);
  if (page.isPending) {
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-10">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (page.isError) {
    if (page.error instanceof AppError && page.error.code === "not_found") return <NotFound username={username} />;
    return (
      <p role="alert" className="mx-auto max-w-4xl px-4 py-10 text-destructive">
        {page.error.message}
      </p>
    );
  }
  const { artist, catalog, collectors, followers, following } = page.data;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10">
      <Card className="flex flex-wrap items-center gap-5 p-6">
        {artist.avatarUrl ? (
          <img src={artist.avatarUrl} alt="" className="size-20 rounded-full object-cover" />
        ) : (
          <div aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-muted text-2xl font-bold">
            {artist.name.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{artist.name}</h1>
          <p className="text-muted-foreground">@{artist.username}</p>
          {artist.verified && <VerifiedBadge />}
          <SocialLinkIcons links={artist.socialLinks} />
        </div>
        <div className="ms-auto">
          <FollowButton username={artist.username} followers={followers} following={following} onSignIn={onSignIn} />
        </div>
      </Card>
      <section aria-labelledby="catalog-heading" className="grid gap-3">
        <h2 id="catalog-heading" className="text-xl font-semibold">
          Music catalog <span className="text-sm font-normal text-muted-foreground">({catalog.totalTracks} tracks)</span>
        </h2>
        {catalog.tracks.length === 0 ? (
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <Music aria-hidden="true" className="size-4" />
            No tracks yet.
          </div>
        ) : (
          <ul className="grid gap-3">
            {catalog.tracks.map((track) => (
              <CatalogTrackItem key={track.id} track={track} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="collectors-heading" className="grid gap-2">
        <h2 id="collectors-heading" className="text-xl font-semibold">
          Collected by
        </h2>
        <CollectorList collectors={collectors} />
      </section>
      <section aria-labelledby="about-heading" className="grid gap-2">
        <h2 id="about-heading" className="text-xl font-semibold">
          About
        </h2>
        <p className="whitespace-pre-line text-muted-foreground">{artist.bio || `${artist.name} has not written an About yet.`}</p>
      </section>
    </div>
  );
}
