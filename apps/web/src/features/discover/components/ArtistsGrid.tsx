import { Link } from "react-router";
import { Sparkles } from "lucide-react";
import { ARTIST_DIRECTORY_PAGE_SIZE, COMING_SOON } from "@wbe3/domain";
import { VerifiedBadge } from "@/components/VerifiedBadge";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { useArtists } from "../api/get-artists";

/**
 * Artists with public work, verified first, a page at a time ("Load more"); while fewer than a
 * page exist, the "Coming Soon" card fills the grid. The Discover page and the fan dashboard show it.
 */
export function ArtistsGrid() {
  const query = useArtists();
  const artists = query.data?.pages.flatMap((page) => page.artists) ?? [];
  const fewerThanAPage = query.isSuccess && !query.hasNextPage && artists.length < ARTIST_DIRECTORY_PAGE_SIZE;
  return (
    <>
      {query.isError && !query.isFetchNextPageError && (
        <p role="alert" className="mt-6 text-destructive">
          {query.error.message}
        </p>
      )}
      <ul aria-label="Artists" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {query.isPending && (
          <li>
            <Skeleton className="h-32 w-full" />
          </li>
        )}
        {artists.map((artist) => (
          <li key={artist.id}>
            <Card className="h-full p-5 transition-colors hover:bg-muted">
              <Link
                to={`/artist/${encodeURIComponent(artist.username)}`}
                className="grid gap-1 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="text-lg font-semibold">{artist.name}</span>
                <span className="text-sm text-muted-foreground">@{artist.username}</span>
                {artist.verified && <VerifiedBadge />}
                {artist.bio && <span className="line-clamp-2 text-sm text-muted-foreground">{artist.bio}</span>}
              </Link>
            </Card>
          </li>
        ))}
        {fewerThanAPage && (
          <li>
            <Card className="flex h-full flex-col items-center justify-center gap-2 border-dashed p-5 text-center text-muted-foreground">
              <Sparkles aria-hidden="true" className="size-6" />
              <span className="font-medium">{COMING_SOON}</span>
            </Card>
          </li>
        )}
      </ul>
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm">
          More artists could not be loaded: {query.error.message}
        </p>
      )}
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" size="lg" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        </div>
      )}
    </>
  );
}
