import { encodeFunctionData, getAddress, toHex, zeroAddress, type Address, type Hex } from "viem";
import { ITEM_KIND, wbe3MarketplaceAbi, wbe3TokenAbi, type CheckoutItem, type CheckoutQuote, type ItemKind } from "@wbe3/contracts";
import { deliversToken, type ListingDelivery, type RevenueSplit, type WalletCall } from "@wbe3/domain";
import { uuidToBytes32 } from "../../adapters/chain/bytes32.ts";

/** What one cart line becomes in a quote. */
export interface QuoteLine {
  listingId: string;
  seller: string;
  delivery: ListingDelivery;
  tokenContract: string | null;
  tokenId: bigint | null;
  quantity: number;
  unitPrice: bigint;
  supplyCap: number | null;
  royaltyBps: number;
  splits: RevenueSplit[];
  /** The metadata URI an ERC-1155 created on purchase gets (mint1155 listings only). */
  metadataUri: string;
}

function kindOf(line: QuoteLine): ItemKind {
  // Nothing moves on chain for a shipped product or a delivery the selling area makes itself.
  if (!deliversToken(line.delivery)) return ITEM_KIND.Physical;
  if (line.delivery === "transfer721") return ITEM_KIND.Transfer721;
  if (line.delivery === "transfer1155") return ITEM_KIND.Transfer1155;
  // The contract keeps the id the listing's first sale created, so "create" also mints more of it.
  return ITEM_KIND.Create1155;
}

export function checkoutItem(line: QuoteLine, editionContract: Address): CheckoutItem {
  const minted = line.delivery === "mint1155";
  const tokenless = !deliversToken(line.delivery);
  const token = tokenless ? zeroAddress : minted ? editionContract : line.tokenContract;
  if (!token) throw new Error(`listing ${line.listingId} sells a token it does not name`);
  return {
    listingId: uuidToBytes32(line.listingId),
    seller: getAddress(line.seller),
    token: getAddress(token),
    kind: kindOf(line),
    tokenId: minted || tokenless ? 0n : (line.tokenId ?? 0n),
    quantity: BigInt(line.quantity),
    unitPrice: line.unitPrice,
    maxSupply: BigInt(line.supplyCap ?? 0),
    uri: minted ? line.metadataUri : "",
    royaltyBps: minted ? BigInt(line.royaltyBps) : 0n,
    splits: line.splits.map((split) => ({ recipient: getAddress(split.wallet), bps: split.bps })),
  };
}

export function quoteTotal(quote: CheckoutQuote): bigint {
  return quote.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0n);
}

/** The quote as stored (JSON has no bigint): every bigint as a decimal string. */
export function quoteToJson(quote: CheckoutQuote): unknown {
  return JSON.parse(JSON.stringify(quote, (_, value: unknown) => (typeof value === "bigint" ? value.toString() : value)));
}

interface StoredItem extends Omit<CheckoutItem, "tokenId" | "quantity" | "unitPrice" | "maxSupply" | "royaltyBps"> {
  tokenId: string;
  quantity: string;
  unitPrice: string;
  maxSupply: string;
  royaltyBps: string;
}

export function quoteFromJson(stored: unknown): CheckoutQuote {
  const quote = stored as { orderId: Hex; buyer: Address; deadline: string; items: StoredItem[] };
  return {
    orderId: quote.orderId,
    buyer: quote.buyer,
    deadline: BigInt(quote.deadline),
    items: quote.items.map((item) => ({
      ...item,
      tokenId: BigInt(item.tokenId),
      quantity: BigInt(item.quantity),
      unitPrice: BigInt(item.unitPrice),
      maxSupply: BigInt(item.maxSupply),
      royaltyBps: BigInt(item.royaltyBps),
    })),
  };
}

/**
 * The wallet calls that pay a quote: an approval of exactly the total when the buyer's allowance
 * is short, then the checkout itself with one allowlist proof per item (empty outside a presale).
 */
export function checkoutCalls(
  quote: CheckoutQuote,
  signature: Hex,
  contracts: { token: Address; marketplace: Address },
  allowance: bigint,
  proofs: Hex[][],
): WalletCall[] {
  const total = quoteTotal(quote);
  const calls: WalletCall[] = [];
  if (allowance < total) {
    calls.push({
      to: contracts.token,
      data: encodeFunctionData({ abi: wbe3TokenAbi, functionName: "approve", args: [contracts.marketplace, total] }),
      value: toHex(0),
    });
  }
  calls.push({
    to: contracts.marketplace,
    data: encodeFunctionData({
      abi: wbe3MarketplaceAbi,
      functionName: "checkout",
      args: [quote, signature, proofs],
    }),
    value: toHex(0),
  });
  return calls;
}
