import { SignedInFollow } from "@/features/artist-profile/components/SignedInFollow";
import { EmbedArtistPage } from "@/features/embed/components/EmbedArtistPage";

/** The embeddable artist card with the artist page's Follow button for signed-in users. */
export function EmbedArtistRoute() {
  return <EmbedArtistPage follow={(username) => <SignedInFollow username={username} />} />;
}
