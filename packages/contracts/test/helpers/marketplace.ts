import { expect } from "vitest";
import { keccak256, parseEther, parseEventLogs, stringToHex, zeroAddress, type Address, type Hex, type TransactionReceipt } from "viem";
import type { HDAccount, LocalAccount } from "viem/accounts";
import { checkoutQuoteTypedData, ITEM_KIND, type CheckoutItem, type CheckoutQuote } from "../../src/checkout-quote.ts";
import { wbe3MarketplaceAbi } from "../../src/generated/WBE3Marketplace.ts";
import type { ChainFixture } from "./chain-fixture.ts";
import { defined } from "./defined.ts";
import { expectRevert } from "./expect-revert.ts";

export const MINT_FEE = parseEther("0.001");
export const PLATFORM_FEE_BPS = 250n;
const BPS = 10_000n;

/** A bytes32 id from a readable label, for order and listing ids alike. */
export const id32 = (label: string): Hex => keccak256(stringToHex(label));

/** Seconds since the epoch of the latest block: quotes expire against chain time, not the test's clock. */
export async function chainNow(fixture: ChainFixture): Promise<bigint> {
  return (await fixture.publicClient.getBlock()).timestamp;
}

type ItemFields = Pick<CheckoutItem, "listingId" | "seller" | "token" | "kind"> & Partial<CheckoutItem>;

/** An item with the defaults of a plain sale: one copy, 10 WBE3, no supply limit, no split. */
export function item(fields: ItemFields): CheckoutItem {
  return { tokenId: 0n, quantity: 1n, unitPrice: parseEther("10"), maxSupply: 0n, uri: "", royaltyBps: 0n, splits: [], ...fields };
}

/** A Create1155 item for a listing never minted, with its metadata and a royalty to the seller. */
export function newEdition(fixture: ChainFixture, label: string, seller: Address, fields: Partial<CheckoutItem> = {}): CheckoutItem {
  return item({
    listingId: id32(label),
    seller,
    token: fixture.deployment.TicketNFT,
    kind: ITEM_KIND.Create1155,
    uri: `ipfs://${label}`,
    ...fields,
  });
}

export async function quoteFor(fixture: ChainFixture, buyer: Address, items: CheckoutItem[], label = "order"): Promise<CheckoutQuote> {
  return { orderId: id32(label), buyer, deadline: (await chainNow(fixture)) + 3600n, items };
}

/** The platform's signature over `quote` (or another signer's, to forge one). */
export function signQuote(
  fixture: ChainFixture,
  quote: CheckoutQuote,
  signer: LocalAccount = fixture.accounts.platformSigner,
): Promise<Hex> {
  return signer.signTypedData(
    checkoutQuoteTypedData(quote, { chainId: fixture.chain.id, marketplace: fixture.deployment.WBE3Marketplace }),
  );
}

export const orderTotal = (quote: CheckoutQuote): bigint => quote.items.reduce((sum, each) => sum + each.unitPrice * each.quantity, 0n);
export const noProofs = (quote: CheckoutQuote): Hex[][] => quote.items.map(() => []);

/** The checkout call as the buyer sends it (approval given separately). */
export async function sendCheckout(
  fixture: ChainFixture,
  buyer: HDAccount,
  quote: CheckoutQuote,
  options: { signature?: Hex; proofs?: Hex[][] } = {},
): Promise<Hex> {
  const signature = options.signature ?? (await signQuote(fixture, quote));
  return fixture.contractsAs(buyer).marketplace.write.checkout([quote, signature, options.proofs ?? noProofs(quote)]);
}

/** Approves exactly the order's total, checks out, and waits for success. */
export async function approveAndCheckout(
  fixture: ChainFixture,
  buyer: HDAccount,
  quote: CheckoutQuote,
  options: { proofs?: Hex[][] } = {},
): Promise<TransactionReceipt> {
  const { token } = fixture.contractsAs(buyer);
  await fixture.mined(token.write.approve([fixture.deployment.WBE3Marketplace, orderTotal(quote)]));
  return fixture.mined(sendCheckout(fixture, buyer, quote, options));
}

/** Approves the order's total, then expects the checkout (sent by bob, the tests' buyer) to revert with `errorName`. */
export async function expectCheckoutRevert(fixture: ChainFixture, quote: CheckoutQuote, errorName: string, args?: readonly unknown[]) {
  const buyer = fixture.accounts.bob;
  await fixture.mined(fixture.contractsAs(buyer).token.write.approve([fixture.deployment.WBE3Marketplace, orderTotal(quote)]));
  await expectRevert(sendCheckout(fixture, buyer, quote), errorName, args);
}

export async function balancesOf(fixture: ChainFixture, addresses: readonly Address[]): Promise<Map<Address, bigint>> {
  const { token } = fixture.contractsAs();
  const balances = await Promise.all(addresses.map((address) => token.read.balanceOf([address])));
  return new Map(addresses.map((address, index) => [address, defined(balances[index])]));
}

/** Balance changes between two snapshots taken over the same addresses. */
export function deltas(before: Map<Address, bigint>, after: Map<Address, bigint>): Map<Address, bigint> {
  return new Map([...after].map(([address, balance]) => [address, balance - defined(before.get(address))]));
}

/** Mints a TrackNFT as `minter` (its royalty goes to `minter`) and approves the marketplace for it. */
export async function listedTrack(fixture: ChainFixture, minter: HDAccount, royaltyBps = 1000n): Promise<bigint> {
  const { track } = fixture.contractsAs(minter);
  const { result: tokenId } = await track.simulate.mintTrackWithRoyalty(["ipfs://track", royaltyBps], { value: MINT_FEE, account: minter });
  await fixture.mined(track.write.mintTrackWithRoyalty(["ipfs://track", royaltyBps], { value: MINT_FEE }));
  await fixture.mined(track.write.setApprovalForAll([fixture.deployment.WBE3Marketplace, true]));
  return tokenId;
}

/** How WBE3 should move for one settled order: the contract's rules, written out as plainly as possible. */
export interface Royalty {
  receiver: Address;
  bps: bigint;
}

export function expectedCredits(
  items: readonly CheckoutItem[],
  options: { feeBps?: bigint; feeRecipient: Address; royaltyOf: (item: CheckoutItem) => Royalty | null },
): Map<Address, bigint> {
  const credits = new Map<Address, bigint>();
  const credit = (account: Address, amount: bigint) => credits.set(account, (credits.get(account) ?? 0n) + amount);
  for (const each of items) {
    const gross = each.unitPrice * each.quantity;
    const fee = (gross * (options.feeBps ?? PLATFORM_FEE_BPS)) / BPS;
    credit(options.feeRecipient, fee);
    let proceeds = gross - fee;
    const royalty = options.royaltyOf(each);
    // No royalty from a seller to themselves (a primary sale): the split shares the whole net.
    if (royalty && royalty.receiver !== zeroAddress && royalty.receiver !== each.seller) {
      const amount = (gross * royalty.bps) / BPS;
      credit(royalty.receiver, amount);
      proceeds -= amount;
    }
    if (each.splits.length === 0) {
      credit(each.seller, proceeds);
      continue;
    }
    const parts = each.splits.map((split) => (proceeds * BigInt(split.bps)) / BPS);
    const rest = parts.slice(1).reduce((sum, part) => sum + part, 0n);
    each.splits.forEach((split, index) => credit(split.recipient, index === 0 ? proceeds - rest : defined(parts[index])));
  }
  return credits;
}

/** The marketplace's events in a receipt, checked for the one OrderSettled every checkout emits. */
export function checkoutEvents(fixture: ChainFixture, receipt: TransactionReceipt) {
  const logs = parseEventLogs({ abi: wbe3MarketplaceAbi, logs: receipt.logs });
  const ours = logs.filter((log) => log.address === fixture.deployment.WBE3Marketplace.toLowerCase());
  const settled = ours.flatMap((log) => (log.eventName === "OrderSettled" ? [log.args] : []));
  expect(settled).toHaveLength(1);
  return { settled: defined(settled[0]), sold: ours.flatMap((log) => (log.eventName === "ItemSold" ? [log.args] : [])) };
}
