import { encodeAbiParameters, keccak256, type Address, type Hex, type TypedDataDefinition } from "viem";

/**
 * The EIP-712 quote WBE3Marketplace verifies at checkout, defined once for the server that signs it
 * and the tests that check the contract against it. Field names and order match the contract's
 * `Quote`, `Item` and `Split` structs, so a quote object is also the `quote` argument of `checkout`.
 */
export const checkoutQuoteTypes = {
  Quote: [
    { name: "orderId", type: "bytes32" },
    { name: "buyer", type: "address" },
    { name: "deadline", type: "uint256" },
    { name: "items", type: "Item[]" },
  ],
  Item: [
    { name: "listingId", type: "bytes32" },
    { name: "seller", type: "address" },
    { name: "token", type: "address" },
    { name: "kind", type: "uint8" },
    { name: "tokenId", type: "uint256" },
    { name: "quantity", type: "uint256" },
    { name: "unitPrice", type: "uint256" },
    { name: "maxSupply", type: "uint256" },
    { name: "uri", type: "string" },
    { name: "royaltyBps", type: "uint96" },
    { name: "splits", type: "Split[]" },
  ],
  Split: [
    { name: "recipient", type: "address" },
    { name: "bps", type: "uint16" },
  ],
} as const;

/** The contract's `ItemKind`: how an item reaches the buyer. */
export const ITEM_KIND = {
  /** An ERC-721 the seller owns and approved the marketplace for. */
  Transfer721: 0,
  /** More copies of the ERC-1155 id the marketplace created for this listing earlier (`tokenId` must be it). */
  Mint1155: 1,
  /** A listing never minted: the first sale creates its ERC-1155 id with `uri` and `royaltyBps`; later ones mint more. */
  Create1155: 2,
  /** ERC-1155 copies the seller holds (an edition they minted) and approved the marketplace for. */
  Transfer1155: 3,
  /** A physical product the seller ships: no token moves, no royalty; `token` is the zero address. */
  Physical: 4,
} as const;

export type ItemKind = (typeof ITEM_KIND)[keyof typeof ITEM_KIND];

export interface CheckoutSplit {
  recipient: Address;
  /** Basis points; an item's splits sum to 10,000 (or the item has none and the seller takes it all). */
  bps: number;
}

export interface CheckoutItem {
  listingId: Hex;
  seller: Address;
  token: Address;
  kind: ItemKind;
  /** The id delivered; ignored for Create1155 (0 by convention). */
  tokenId: bigint;
  quantity: bigint;
  /** WBE3 base units per copy. */
  unitPrice: bigint;
  /** The listing's whole supply as the platform knows it; 0 when only the drop rules limit it. */
  maxSupply: bigint;
  /** Metadata URI of the id Create1155 creates; "" otherwise. */
  uri: string;
  /** Royalty of the id Create1155 creates, to the seller (0–5000); 0n otherwise. */
  royaltyBps: bigint;
  splits: readonly CheckoutSplit[];
}

export interface CheckoutQuote {
  /** bytes32; settles once. */
  orderId: Hex;
  buyer: Address;
  /** Unix seconds after which the quote is refused. */
  deadline: bigint;
  items: readonly CheckoutItem[];
}

/** Chosen to match the contract's EIP712("WBE3Marketplace", "1"). */
export const CHECKOUT_DOMAIN = { name: "WBE3Marketplace", version: "1" } as const;

/** The typed data the platform signer signs for `quote`, bound to one marketplace on one chain. */
export function checkoutQuoteTypedData(
  quote: CheckoutQuote,
  target: { chainId: number; marketplace: Address },
): TypedDataDefinition<typeof checkoutQuoteTypes, "Quote"> {
  return {
    domain: { ...CHECKOUT_DOMAIN, chainId: target.chainId, verifyingContract: target.marketplace },
    types: checkoutQuoteTypes,
    primaryType: "Quote",
    message: quote,
  };
}

/**
 * The allowlist leaf the marketplace checks a presale proof against: @openzeppelin/merkle-tree's
 * standard leaf for the value `[wallet]` with encoding `["address"]`, so roots built with that
 * library's `StandardMerkleTree.of(wallets.map((w) => [w]), ["address"])` work as they are.
 */
export function allowlistLeaf(wallet: Address): Hex {
  return keccak256(keccak256(encodeAbiParameters([{ type: "address" }], [wallet])));
}
