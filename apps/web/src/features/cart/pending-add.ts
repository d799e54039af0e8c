/**
 * "Add to Cart" pressed by a visitor: the item waits in this tab's session storage while they
 * sign in (a page load in between keeps it), and the cart adds it once they are (CartButton).
 * One item: the last one asked for.
 */
const KEY = "wbe3.pendingCartAdd";

export function rememberPendingAdd(listingId: string): void {
  sessionStorage.setItem(KEY, listingId);
}

export function takePendingAdd(): string | null {
  const listingId = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return listingId;
}
