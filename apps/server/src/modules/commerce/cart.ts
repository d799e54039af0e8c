// The signed-in fan's cart: each line checked against its listing as it is now.
import type { Database } from "@wbe3/db";
import {
  AppError,
  CART_FULL,
  CART_LIMITS,
  CART_LINE_NOTES,
  formatWbe3,
  LISTING_NOT_BUYABLE,
  LISTING_NOT_FOUND,
  LISTING_UNAVAILABLE,
  NOT_AN_EDITION,
  OWN_LISTING,
  ships,
  type AddToCartInput,
  type Cart,
  type CartLine,
  type SessionUser,
} from "@wbe3/domain";
import { presaleClosedTo, saleListings, type SaleListing } from "../marketplace/service.ts";
import { copiesLeft, refusedLine, saleRefusal } from "./cart-limits.ts";
import { boughtByWallet, deleteCartLines, findCartLines, upsertCartLine } from "./repo.ts";

/** The user's wallet as orders store it (lower case), or null. */
export const wallet = (user: SessionUser) => user.walletAddress?.toLowerCase() ?? null;

function describeLine(
  line: { listingId: string; quantity: number; unitPriceSeen: bigint },
  listing: SaleListing | undefined,
  bought: number,
  presaleClosed: boolean,
): CartLine {
  const base = {
    listingId: line.listingId,
    quantity: line.quantity,
    unitPriceSeen: line.unitPriceSeen.toString(),
    ships: listing ? ships(listing.delivery) : false,
  };
  if (!listing) {
    return {
      ...base,
      title: "",
      artist: "",
      category: "music",
      imageUrl: null,
      unitPrice: "0",
      isEdition: false,
      maxQuantity: 0,
      state: "removed",
      note: CART_LINE_NOTES.removed,
    };
  }
  const maxQuantity = copiesLeft(listing, bought);
  const shown = {
    ...base,
    title: listing.title,
    artist: listing.sellerName,
    category: listing.category,
    imageUrl: listing.imageUrl,
    unitPrice: listing.price.toString(),
    isEdition: listing.delivery !== "transfer721",
    maxQuantity,
  };
  if (!listing.active) return { ...shown, state: "removed", note: CART_LINE_NOTES.removed };
  if (!listing.sellerWallet) return { ...shown, state: "no_seller", note: CART_LINE_NOTES.no_seller };
  const refusal = saleRefusal(listing, bought, line.quantity, presaleClosed);
  if (refusal) return { ...shown, ...refusedLine(refusal) };
  if (listing.price !== line.unitPriceSeen) {
    return {
      ...shown,
      state: "price_changed",
      note: CART_LINE_NOTES.price_changed(formatWbe3(line.unitPriceSeen), formatWbe3(listing.price)),
    };
  }
  return { ...shown, state: "ok", note: null };
}

interface CartView {
  cart: Cart;
  listings: Map<string, SaleListing>;
}

export async function loadCart(db: Database, user: SessionUser): Promise<CartView> {
  const lines = await findCartLines(db, user.id);
  const ids = lines.map((line) => line.listingId);
  const buyer = wallet(user);
  const [listings, bought, presaleClosed] = await Promise.all([
    saleListings(db, ids),
    buyer ? boughtByWallet(db, buyer, ids) : new Map<string, number>(),
    presaleClosedTo(db, ids, buyer),
  ]);
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const items = lines.map((line) =>
    describeLine(line, byId.get(line.listingId), bought.get(line.listingId) ?? 0, presaleClosed.has(line.listingId)),
  );
  const total = items.filter((item) => item.state === "ok").reduce((sum, item) => sum + BigInt(item.unitPrice) * BigInt(item.quantity), 0n);
  return {
    cart: { items, total: total.toString(), currency: "WBE3", ready: items.length > 0 && items.every((item) => item.state === "ok") },
    listings: byId,
  };
}

/** The signed-in user's cart, each line checked against the listing as it is now. */
export async function viewCart(db: Database, user: SessionUser): Promise<Cart> {
  return (await loadCart(db, user)).cart;
}

/**
 * Puts a listing in the cart (again: sets its quantity and accepts today's price). Refused with
 * the reason when the listing cannot be bought as asked; the cart is then unchanged.
 */
export async function addToCart(db: Database, user: SessionUser, input: AddToCartInput): Promise<Cart> {
  const [listing] = await saleListings(db, [input.listingId]);
  if (!listing) throw new AppError("not_found", LISTING_NOT_FOUND);
  if (!listing.active) throw new AppError("conflict", LISTING_UNAVAILABLE);
  if (!listing.sellerWallet) throw new AppError("conflict", LISTING_NOT_BUYABLE);
  const buyer = wallet(user);
  if (buyer && listing.sellerWallet === buyer) throw new AppError("conflict", OWN_LISTING);
  const quantity = input.quantity;
  if (listing.delivery === "transfer721" && quantity !== undefined && quantity > 1) throw new AppError("bad_request", NOT_AN_EDITION);
  const [bought, presaleClosed] = await Promise.all([
    buyer ? boughtByWallet(db, buyer, [listing.id]) : new Map<string, number>(),
    presaleClosedTo(db, [listing.id], buyer),
  ]);
  // Refused with the rule that stops it (presale, sold out, the wallet's limit, the copies left); never lowered to fit.
  const refusal = saleRefusal(listing, bought.get(listing.id) ?? 0, quantity ?? 1, presaleClosed.has(listing.id));
  if (refusal) throw refusal;
  await db.transaction(async (tx) => {
    const lines = await upsertCartLine(tx, { userId: user.id, listingId: listing.id, quantity, unitPriceSeen: listing.price });
    // Over the limit rolls the transaction back: the cart stays as it was.
    if (lines > CART_LIMITS.items) throw new AppError("conflict", CART_FULL);
  });
  return viewCart(db, user);
}

/** Takes a listing out of the cart; taking out what is not there changes nothing (a repeated request). */
export async function removeFromCart(db: Database, user: SessionUser, listingId: string): Promise<Cart> {
  await deleteCartLines(db, user.id, [listingId]);
  return viewCart(db, user);
}
