import { useParams } from "react-router";
import { openSignInDialog } from "@/features/auth/auth-dialogs";
import { ArtistProfilePage } from "@/features/artist-profile/components/ArtistProfilePage";
import { useAddToCartAction } from "@/features/cart/hooks/use-add-to-cart-action";
import { ArtistProducts } from "@/features/store/components/ArtistProducts";

/**
 * The artist page with the auth feature's sign-in dialog behind a visitor's Follow, and the
 * artist's store under it with the cart's add action (a visitor is asked to sign in first).
 */
export function ArtistRoute() {
  const { username = "" } = useParams();
  const addToCart = useAddToCartAction(openSignInDialog);
  return (
    <>
      <ArtistProfilePage onSignIn={openSignInDialog} />
      <ArtistProducts username={username} onAddToCart={addToCart} />
    </>
  );
}
