import { ArtistsGrid } from "./ArtistsGrid";

export function DiscoverPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Discover Artists</h1>
      <p className="mt-2 text-muted-foreground">
        Artists publishing on WBE3, verified first: open a profile for their music catalog and story.
      </p>
      <ArtistsGrid />
    </div>
  );
}
