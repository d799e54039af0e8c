import { Link } from "react-router";
import { Sparkles } from "lucide-react";
import { COMING_SOON } from "@wbe3/domain";
import { VerifiedBadge } from "@/components/VerifiedBadge";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { useArtists } from "../api/get-artists";

/** The verified artists' cards and the "Coming Soon" card; the Discover page and the fan dashboard show it. */
export function ArtistsGrid() {
  const artists = useArtists();
  return (
    <>
      {artists.isError && (
        <p role="alert" className="mt-6 text-destructive">
          {artists.error.message}
        </p>
      )}
      <ul aria-label="Artists" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {artists.isPending && (
          <li>
            <Skeleton className="h-32 w-full" />
          </li>
        )}
        {artists.data?.artists.map((artist) => (
          <li key={artist.id}>
            <Card className="h-full p-5 transition-colors hover:bg-muted">
              <Link
                to={`/artist/${encodeURIComponent(artist.username)}`}
                className="grid gap-1 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="text-lg font-semibold">{artist.name}</span>
                <span className="text-sm text-muted-foreground">@{artist.username}</span>
                <VerifiedBadge />
                {artist.bio && <span className="line-clamp-2 text-sm text-muted-foreground">{artist.bio}</span>}
              </Link>
            </Card>
          </li>
        ))}
        <li>
          <Card className="flex h-full flex-col items-center justify-center gap-2 border-dashed p-5 text-center text-muted-foreground">
            <Sparkles aria-hidden="true" className="size-6" />
            <span className="font-medium">{COMING_SOON}</span>
          </Card>
        </li>
      </ul>
    </>
  );
}
