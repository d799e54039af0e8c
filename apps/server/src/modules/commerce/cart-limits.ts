import {
  AppError,
  CART_LINE_NOTES,
  overWalletLimit,
  presaleEndText,
  quantityTooHigh,
  SOLD_OUT,
  walletLimitReached,
  type CartLineState,
} from "@wbe3/domain";
import type { SaleListing } from "../marketplace/service.ts";

/** Copies this buyer may still take: what is left of the supply and of the per-wallet limit (null: no limit). */
export function copiesLeft(listing: SaleListing, bought: number): number | null {
  const max = listing.maxPerWallet;
  const limits = [supplyLeft(listing), max === null ? null : walletLeft(max, bought)].filter((limit): limit is number => limit !== null);
  return limits.length === 0 ? null : Math.min(...limits);
}

const supplyLeft = (listing: SaleListing) => (listing.supplyCap === null ? null : Math.max(0, listing.supplyCap - listing.sold));
const walletLeft = (max: number, bought: number) => Math.max(0, max - bought);

/**
 * Why this buyer may not have `quantity` copies of the listing under its drop rules (null: they
 * may), as the refusal to answer. Each names its own rule and reason, never a generic "no longer
 * for sale": the presale, the sold-out supply, the per-wallet limit (with what the wallet already
 * holds) or the copies left. Where both limits are passed, the tighter one is named. A quantity is
 * never lowered to fit: the caller refuses it.
 */
export function saleRefusal(listing: SaleListing, bought: number, quantity: number, presaleClosed: boolean): AppError | null {
  if (presaleClosed && listing.presaleEndsAt) {
    return new AppError("conflict", CART_LINE_NOTES.presale_only(presaleEndText(listing.presaleEndsAt)), { reason: "presale_only" });
  }
  const supply = supplyLeft(listing);
  if (supply === 0) return new AppError("conflict", SOLD_OUT, { reason: "sold_out" });
  const max = listing.maxPerWallet;
  if (max !== null) {
    const wallet = walletLeft(max, bought);
    if (wallet === 0) return new AppError("conflict", walletLimitReached(max, bought), { reason: "wallet_limit_reached" });
    // Both passed: the tighter limit is named, the wallet's on a tie.
    if (quantity > wallet && (supply === null || wallet <= supply)) {
      return new AppError("conflict", overWalletLimit(max, bought), { reason: "over_wallet_limit" });
    }
  }
  if (supply !== null && quantity > supply) return new AppError("conflict", quantityTooHigh(supply), { reason: "over_supply" });
  return null;
}

/** The cart line a refusal makes: its state and the note it shows (a sold-out line says so in short). */
export function refusedLine(refusal: AppError): { state: CartLineState; note: string } {
  if (refusal.reason === "presale_only") return { state: "presale_only", note: refusal.message };
  if (refusal.reason === "sold_out") return { state: "sold_out", note: CART_LINE_NOTES.sold_out };
  return { state: "over_limit", note: refusal.message };
}
