import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { encodeFunctionData, getAddress, parseEventLogs, toHex, zeroHash, type Hash, type Hex } from "viem";
import { ticketNFTAbi, wbe3MarketplaceAbi } from "@wbe3/contracts";
import type { Database, PendingDropRules } from "@wbe3/db";
import {
  AppError,
  DROP_RULES_NOT_YOURS,
  DROP_RULES_TX_MISMATCH,
  dropRulesNotConfirmed,
  dropRulesTxFailed,
  LISTING_NOT_FOUND,
  NOT_A_DROP_RULES_TX,
  ONE_OF_ONE_CAP,
  supplyCapBelowSold,
  supplyCapOverEditions,
  type DropRules,
  type DropRulesCalls,
  type DropRulesState,
  type SessionUser,
} from "@wbe3/domain";
import { uuidToBytes32 } from "../../adapters/chain/bytes32.ts";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { confirmedReceipt, reachingChain } from "../../adapters/chain/receipts.ts";
import { applyDropRules, findDropListing, setPendingDropRules } from "./drop-rules-repo.ts";

type DropListing = NonNullable<Awaited<ReturnType<typeof findDropListing>>>;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const seconds = (iso: string | null) => (iso === null ? 0n : BigInt(Math.floor(Date.parse(iso) / 1000)));

/** The allowlist's Merkle root: OpenZeppelin standard leaves over `[address]`, as the contract checks them. */
function allowlistTree(wallets: string[]) {
  return StandardMerkleTree.of(
    wallets.map((wallet) => [wallet]),
    ["address"],
  );
}

/** The listing, if the signed-in user sells it: their wallet is its seller's. */
async function ownListing(db: Database, user: SessionUser, id: string): Promise<DropListing> {
  const listing = await findDropListing(db, id);
  if (!listing) throw new AppError("not_found", LISTING_NOT_FOUND);
  const wallet = user.walletAddress?.toLowerCase();
  if (!wallet || listing.sellerWallet !== wallet) throw new AppError("forbidden", DROP_RULES_NOT_YOURS);
  return listing;
}

/** Copies minted of a transferred edition: a cap above them could never be delivered. */
async function editionsMinted(chain: Chain, listing: DropListing): Promise<number> {
  if (!listing.tokenContract || listing.tokenId === null) return 0;
  const supply = await reachingChain(chain, () =>
    chain.client.readContract({
      address: getAddress(listing.tokenContract ?? ""),
      abi: ticketNFTAbi,
      functionName: "totalSupply",
      args: [listing.tokenId ?? 0n],
    }),
  );
  return Number(supply);
}

/**
 * The supply cap to set: what the artist asked, checked against what was sold and what exists.
 * A transferred token's own supply is its cap when none is asked, so "n left" stays true.
 */
async function supplyCapFor(chain: Chain, listing: DropListing, asked: number | null): Promise<number | null> {
  if (asked !== null && asked < listing.sold) throw new AppError("conflict", supplyCapBelowSold(listing.sold));
  if (listing.delivery === "transfer721") {
    if (asked !== null && asked !== 1) throw new AppError("bad_request", ONE_OF_ONE_CAP);
    return 1;
  }
  if (listing.delivery === "transfer1155") {
    const editions = await editionsMinted(chain, listing);
    if (asked !== null && asked > editions) throw new AppError("bad_request", supplyCapOverEditions(editions));
    return asked ?? editions;
  }
  return asked;
}

/**
 * Checks the artist's drop rules against the listing, keeps them as the listing's pending
 * proposal and answers the one `setDropRules` call their wallet sends (DESIGN 7). Nothing is
 * mirrored until the transaction is confirmed.
 */
export async function proposeDropRules(
  db: Database,
  chain: Chain,
  user: SessionUser,
  id: string,
  rules: DropRules,
): Promise<DropRulesCalls> {
  const listing = await ownListing(db, user, id);
  const supplyCap = await supplyCapFor(chain, listing, rules.supplyCap);
  const presale = rules.presale;
  const pending: PendingDropRules = {
    supplyCap,
    maxPerWallet: rules.maxPerWallet,
    presaleRoot: presale ? allowlistTree(presale.allowlist).root : null,
    presaleEndsAt: presale ? new Date(presale.endsAt).toISOString() : null,
    presaleAllowlist: presale ? presale.allowlist : null,
  };
  await setPendingDropRules(db, listing.id, pending);
  const data = encodeFunctionData({
    abi: wbe3MarketplaceAbi,
    functionName: "setDropRules",
    args: [
      uuidToBytes32(listing.id),
      BigInt(pending.supplyCap ?? 0),
      BigInt(pending.maxPerWallet ?? 0),
      (pending.presaleRoot ?? zeroHash) as Hex,
      seconds(pending.presaleEndsAt),
    ],
  });
  return { calls: [{ to: chain.contracts.WBE3Marketplace, data, value: toHex(0) }] };
}

/** The rules as mirrored now, in the shape a proposal has (to compare a repeated confirmation with). */
function mirroredRules(listing: DropListing): PendingDropRules {
  return {
    supplyCap: listing.supplyCap,
    maxPerWallet: listing.maxPerWallet,
    presaleRoot: listing.presaleRoot,
    presaleEndsAt: listing.presaleEndsAt?.toISOString() ?? null,
    presaleAllowlist: listing.presaleAllowlist,
  };
}

function stateOf(listing: DropListing): DropRulesState {
  return {
    listingId: listing.id,
    supplyCap: listing.supplyCap,
    maxPerWallet: listing.maxPerWallet,
    presaleEndsAt: listing.presaleEndsAt?.toISOString() ?? null,
    allowlistSize: listing.presaleAllowlist?.length ?? 0,
    sold: listing.sold,
  };
}

/**
 * Checks on chain that `txHash` is our marketplace's DropRulesSet for this listing, sent by its
 * seller, with exactly `expected`'s values. Records nothing.
 */
async function verifyDropRulesTx(chain: Chain, txHash: Hash, listing: DropListing, expected: PendingDropRules): Promise<void> {
  const receipt = await confirmedReceipt(chain, txHash, {
    failed: dropRulesTxFailed(txHash),
    unconfirmed: (has) => dropRulesNotConfirmed(chain.confirmations, has),
  });
  const ours = receipt.logs.filter((log) => same(log.address, chain.contracts.WBE3Marketplace));
  const events = parseEventLogs({ abi: wbe3MarketplaceAbi, logs: ours, eventName: "DropRulesSet" });
  if (events.length === 0) throw new AppError("bad_request", NOT_A_DROP_RULES_TX);
  const matches = events.some(
    ({ args }) =>
      same(args.listingId, uuidToBytes32(listing.id)) &&
      same(args.by, listing.sellerWallet ?? "") &&
      args.supplyCap === BigInt(expected.supplyCap ?? 0) &&
      args.maxPerWallet === BigInt(expected.maxPerWallet ?? 0) &&
      same(args.allowlistRoot, expected.presaleRoot ?? zeroHash) &&
      args.presaleEnd === seconds(expected.presaleEndsAt),
  );
  if (!matches) throw new AppError("bad_request", DROP_RULES_TX_MISMATCH);
}

/**
 * Mirrors the pending drop rules once their transaction is verified, and answers the rules as
 * they now are. The same transaction again (or in parallel) finds them mirrored and answers the same.
 * Returns whether this call changed the listing (the caller then invalidates the listing cache).
 */
export async function confirmDropRules(
  db: Database,
  chain: Chain,
  user: SessionUser,
  id: string,
  txHash: Hash,
): Promise<{ rules: DropRulesState; changed: boolean }> {
  const listing = await ownListing(db, user, id);
  const pending = listing.pendingDropRules;
  if (!pending) {
    // Already mirrored (a repeated confirmation): only a transaction that set these very rules is answered.
    await verifyDropRulesTx(chain, txHash, listing, mirroredRules(listing));
    return { rules: stateOf(listing), changed: false };
  }
  await verifyDropRulesTx(chain, txHash, listing, pending);
  const changed = await applyDropRules(db, listing.id, pending);
  const now = await findDropListing(db, listing.id);
  if (!now) throw new AppError("not_found", LISTING_NOT_FOUND);
  return { rules: stateOf(now), changed };
}

/**
 * The buyer's Merkle proof for each of these listings, in order: for a listing in presale whose
 * allowlist holds the wallet, its proof; otherwise empty (a public sale, or nothing to prove).
 */
export function proofsFor(presales: { id: string; allowlist: string[] | null }[], ids: (string | null)[], wallet: string): Hex[][] {
  const buyer = wallet.toLowerCase();
  const byId = new Map(presales.map((presale) => [presale.id, presale.allowlist ?? []]));
  return ids.map((id) => {
    const allowlist = id === null ? undefined : byId.get(id);
    if (!allowlist?.includes(buyer)) return [];
    return allowlistTree(allowlist).getProof([buyer]) as Hex[];
  });
}
