import { openSignInDialog } from "@/features/auth/auth-dialogs";
import { ArtistProfilePage } from "@/features/artist-profile/components/ArtistProfilePage";

/** The artist page with the auth feature's sign-in dialog behind a visitor's Follow. */
export function ArtistRoute() {
  return <ArtistProfilePage onSignIn={openSignInDialog} />;
}
