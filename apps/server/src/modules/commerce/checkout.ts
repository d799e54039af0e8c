// Checkout: the cart turned into a platform-signed quote and the wallet calls that pay it (decision 0018).
import { randomUUID } from "node:crypto";
import { getAddress } from "viem";
import { trackNFTAbi } from "@wbe3/contracts";
import type { Database } from "@wbe3/db";
import {
  AppError,
  CART_EMPTY,
  CHECKOUT_CLOSED,
  ORDER_NOT_FOUND,
  ORDER_QUOTE_TTL_MS,
  REVIEW_CART,
  sellerNotReady,
  SHIPPING_ADDRESS_NEEDED,
  shippingAddressSchema,
  WALLET_NEEDED_TO_BUY,
  type Cart,
  type Checkout,
  type SessionUser,
  type ShippingAddress,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { uuidToBytes32 } from "../../adapters/chain/bytes32.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";
import type { ContentStore } from "../../adapters/content-store/content-store.ts";
import { presaleProofs, type SaleListing } from "../marketplace/service.ts";
import { listingMetadataUri } from "./metadata.ts";
import { soldFileOf } from "./sold-file.ts";
import { loadCart, wallet } from "./cart.ts";
import { allowanceOf, orderAnswerOf } from "./order-answer.ts";
import { checkoutCalls, checkoutItem, quoteFromJson, quoteToJson, quoteTotal, type QuoteLine } from "./quote.ts";
import { findOpenQuote, findOrder, findOrderItems, insertOrder, type OrderItemRow, type OrderRow } from "./repo.ts";

export interface CheckoutDeps {
  db: Database;
  chain: Chain;
  contentStore: ContentStore;
  /** The site's origin, for metadata images served by the web app. */
  origin: string;
}

function sameLines(items: OrderItemRow[], cart: Cart): boolean {
  return (
    items.length === cart.items.length &&
    cart.items.every((line, position) => {
      const item = items[position];
      return item?.listingId === line.listingId && item.quantity === line.quantity && item.unitPrice.toString() === line.unitPrice;
    })
  );
}

const ADDRESS_FIELDS = Object.keys(shippingAddressSchema.shape) as (keyof ShippingAddress)[];

/**
 * An address's fields in one order, to compare: a stored address comes back from jsonb with its
 * keys in an order of jsonb's own, so the same address asked again never stringifies the same.
 */
const addressFields = (address: ShippingAddress | null | undefined) => (address ? ADDRESS_FIELDS.map((field) => address[field]) : null);

/** The order's calls, with the buyer's allowlist proof for each item still in presale (empty otherwise). */
async function checkoutAnswer(db: Database, chain: Chain, order: OrderRow, items: OrderItemRow[]): Promise<Checkout> {
  const quote = quoteFromJson(order.quote);
  if (!order.signature || !order.buyerWallet) throw new AppError("internal", ORDER_NOT_FOUND);
  const [allowance, proofs] = await Promise.all([
    allowanceOf(chain, quote.buyer, chain.contracts.WBE3Marketplace),
    presaleProofs(
      db,
      items.map((item) => item.listingId),
      order.buyerWallet,
    ),
  ]);
  const calls = checkoutCalls(
    quote,
    order.signature as `0x${string}`,
    { token: chain.contracts.WBE3Token, marketplace: chain.contracts.WBE3Marketplace },
    allowance,
    proofs,
  );
  const { id, total, currency, expiresAt, items: lines } = orderAnswerOf(order, items);
  return { orderId: id, items: lines, total, currency, expiresAt, calls };
}

/**
 * A sold one-of-one or edition leaves the seller's wallet through the marketplace, which the
 * seller must have allowed (the studio asks after minting). Checked before quoting, so the buyer
 * reads why instead of a failed transaction. Both token contracts share the ERC-721/1155 call.
 */
async function assertSellersReady(chain: Chain, listings: SaleListing[]): Promise<void> {
  const transfers = listings.filter((listing) => listing.delivery !== "mint1155" && listing.tokenContract && listing.sellerWallet);
  const approvals = await reachingChain(chain, () =>
    Promise.all(
      transfers.map((listing) =>
        chain.client.readContract({
          address: getAddress(listing.tokenContract ?? ""),
          abi: trackNFTAbi,
          functionName: "isApprovedForAll",
          args: [getAddress(listing.sellerWallet ?? ""), chain.contracts.WBE3Marketplace],
        }),
      ),
    ),
  );
  const blocked = transfers.find((_, index) => !approvals[index]);
  if (blocked) throw new AppError("conflict", sellerNotReady(blocked.title));
}

/**
 * Turns the cart into a signed quote and answers the wallet calls that pay it. The same cart
 * asked again while its quote is valid answers the same order, so a double click cannot lead to
 * paying twice (the contract settles an order id once).
 */
export async function checkout(
  deps: CheckoutDeps,
  user: SessionUser,
  input: { shippingAddress?: ShippingAddress | undefined },
): Promise<Checkout> {
  const { db, chain } = deps;
  const buyer = wallet(user);
  if (!buyer) throw new AppError("conflict", WALLET_NEEDED_TO_BUY);
  const signer = chain.quoteSigner;
  if (!signer) throw new AppError("unavailable", CHECKOUT_CLOSED);
  const { cart, listings } = await loadCart(db, user);
  if (cart.items.length === 0) throw new AppError("conflict", CART_EMPTY);
  if (!cart.ready) throw new AppError("conflict", REVIEW_CART);
  const shippingAddress = cart.items.some((line) => line.ships) ? input.shippingAddress : undefined;
  if (cart.items.some((line) => line.ships) && !shippingAddress) throw new AppError("bad_request", SHIPPING_ADDRESS_NEEDED);
  await assertSellersReady(chain, [...listings.values()]);

  // A quote about to expire is not worth answering again: the wallet needs time to sign.
  const open = await findOpenQuote(db, user.id, buyer, new Date(Date.now() + 60_000));
  if (open) {
    const items = await findOrderItems(db, [open.id]);
    const sameAddress = JSON.stringify(addressFields(open.shippingAddress)) === JSON.stringify(addressFields(shippingAddress));
    if (sameLines(items, cart) && sameAddress) return checkoutAnswer(db, chain, open, items);
  }

  const orderId = randomUUID();
  const expiresAt = new Date(Date.now() + ORDER_QUOTE_TTL_MS);
  const lines: QuoteLine[] = await Promise.all(
    cart.items.map(async (line) => {
      const listing = listings.get(line.listingId);
      if (!listing?.sellerWallet) throw new AppError("conflict", REVIEW_CART);
      return {
        listingId: listing.id,
        seller: listing.sellerWallet,
        delivery: listing.delivery,
        tokenContract: listing.tokenContract,
        tokenId: listing.tokenId,
        quantity: line.quantity,
        unitPrice: listing.price,
        supplyCap: listing.supplyCap,
        royaltyBps: listing.royaltyBps,
        splits: listing.splits,
        metadataUri:
          listing.delivery === "mint1155"
            ? await listingMetadataUri(deps.contentStore, listing, deps.origin, await soldFileOf(db, listing, deps.origin))
            : "",
      };
    }),
  );
  const quote = {
    orderId: uuidToBytes32(orderId),
    buyer: getAddress(buyer),
    deadline: BigInt(Math.floor(expiresAt.getTime() / 1000)),
    items: lines.map((line) => checkoutItem(line, chain.contracts.TicketNFT)),
  };
  const signature = await signer.sign(quote, { chainId: chain.chainId, marketplace: chain.contracts.WBE3Marketplace });
  const order = {
    id: orderId,
    userId: user.id,
    buyerWallet: buyer,
    total: quoteTotal(quote),
    expiresAt,
    quote: quoteToJson(quote),
    signature,
    chainId: chain.chainId,
    shippingAddress: shippingAddress ?? null,
  };
  const items = cart.items.map((line, position) => ({
    listingId: line.listingId,
    position,
    title: line.title,
    quantity: line.quantity,
    unitPrice: BigInt(line.unitPrice),
  }));
  await insertOrder(db, order, items);
  const stored = await findOrder(db, orderId);
  if (!stored) throw new AppError("internal", ORDER_NOT_FOUND);
  return checkoutAnswer(db, chain, stored, await findOrderItems(db, [orderId]));
}
