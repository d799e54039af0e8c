import fc from "fast-check";
import { expect, it } from "vitest";
import { maxUint256, parseEther, zeroHash, type Address } from "viem";
import type { HDAccount } from "viem/accounts";
import { ITEM_KIND, type CheckoutItem, type CheckoutSplit } from "../src/checkout-quote.ts";
import { useDeployedChain, type ChainFixture } from "./helpers/chain-fixture.ts";
import { defined } from "./helpers/defined.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import {
  balancesOf,
  checkoutEvents,
  deltas,
  expectedCredits,
  id32,
  item,
  listedTrack,
  newEdition,
  orderTotal,
  quoteFor,
  sendCheckout,
  type Royalty,
} from "./helpers/marketplace.ts";

const chain = useDeployedChain();

/** Editions 0–3 are created on their first sale; tracks 4–5 are one-of-ones that sell once. */
const EDITION_ROYALTY_BPS = [0n, 500n, 1000n, 5000n];
const TRACK_ROYALTY_BPS = [1000n, 0n];

interface Line {
  listing: number;
  quantity: number;
  unitPrice: bigint;
  /** Weights of the split among [dave, eve, the seller]; empty: no split. */
  weights: number[];
  /** For an edition already created: re-quote it as Create1155 (as a stale quote would) instead of Mint1155. */
  requoteAsCreate: boolean;
}

interface Run {
  /** Per edition: the drop's supply cap (0: none) and the quote's maxSupply (0: none). */
  caps: number[];
  quoteSupply: number[];
  orders: { buyer: number; lines: Line[] }[];
}

interface World {
  fixture: ChainFixture;
  sellers: HDAccount[];
  buyers: HDAccount[];
  parties: Address[];
  trackIds: bigint[];
  trackRoyaltyReceiver: Address;
}

interface Model {
  sold: number[];
  createdIds: (bigint | null)[];
  trackSold: boolean[];
}

const line: fc.Arbitrary<Line> = fc.record({
  listing: fc.integer({ min: 0, max: 5 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  unitPrice: fc.bigInt({ min: 0n, max: parseEther("20") }),
  weights: fc.oneof(fc.constant<number[]>([]), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 3 })),
  requoteAsCreate: fc.boolean(),
});
// Half the listings unlimited, so most orders settle and the caps still bite often.
const supply = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 8 })), { minLength: 4, maxLength: 4 });
const run: fc.Arbitrary<Run> = fc.record({
  caps: supply,
  quoteSupply: supply,
  orders: fc.array(fc.record({ buyer: fc.integer({ min: 0, max: 2 }), lines: fc.array(line, { minLength: 1, maxLength: 4 }) }), {
    minLength: 1,
    maxLength: 4,
  }),
});

/** Basis points proportional to `weights`, rounded down, the remainder on the first so they sum to 10,000. */
function splitsOf(weights: number[], recipients: Address[]): CheckoutSplit[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const bps = weights.map((weight) => Math.floor((weight * 10_000) / sum));
  bps[0] = 10_000 - bps.slice(1).reduce((total, each) => total + each, 0);
  return bps.map((each, index) => ({ recipient: defined(recipients[index]), bps: each }));
}

function toItem(world: World, model: Model, each: Line, quoteSupply: number[]): CheckoutItem {
  const { fixture } = world;
  const seller = defined(world.sellers[each.listing % world.sellers.length]).address;
  const splits = splitsOf(each.weights, [fixture.accounts.dave.address, fixture.accounts.eve.address, seller]);
  if (each.listing >= 4) {
    const track = each.listing - 4;
    return item({
      listingId: id32(`track-${track}`),
      seller,
      token: fixture.deployment.TrackNFT,
      kind: ITEM_KIND.Transfer721,
      tokenId: defined(world.trackIds[track]),
      unitPrice: each.unitPrice,
      splits,
    });
  }
  const created = model.createdIds[each.listing] ?? null;
  const edition = newEdition(fixture, `edition-${each.listing}`, seller, {
    quantity: BigInt(each.quantity),
    unitPrice: each.unitPrice,
    maxSupply: BigInt(defined(quoteSupply[each.listing])),
    royaltyBps: defined(EDITION_ROYALTY_BPS[each.listing]),
    splits,
  });
  return created === null || each.requoteAsCreate ? edition : { ...edition, kind: ITEM_KIND.Mint1155, tokenId: created };
}

/** Which named error the order must fail with (drop rules are checked before any delivery), or null. */
function expectedFailure(model: Model, lines: Line[], caps: number[], quoteSupply: number[]): string | null {
  const sold = [...model.sold];
  for (const each of lines.filter((candidate) => candidate.listing < 4)) {
    const limits = [defined(caps[each.listing]), defined(quoteSupply[each.listing])].filter((limit) => limit > 0);
    sold[each.listing] = defined(sold[each.listing]) + each.quantity;
    if (limits.length > 0 && defined(sold[each.listing]) > Math.min(...limits)) return "SoldOut";
  }
  const tracks = lines.filter((candidate) => candidate.listing >= 4).map((candidate) => candidate.listing - 4);
  const repeated = new Set(tracks).size < tracks.length;
  return repeated || tracks.some((track) => model.trackSold[track]) ? "NotOwnedBySeller" : null;
}

/** Tracks pay their minter's royalty; an edition's royalty goes to the seller who created it. */
function royaltyOf(world: World) {
  return (each: CheckoutItem): Royalty => {
    if (each.kind === ITEM_KIND.Transfer721) {
      return { receiver: world.trackRoyaltyReceiver, bps: defined(TRACK_ROYALTY_BPS[world.trackIds.indexOf(each.tokenId)]) };
    }
    const listing = EDITION_ROYALTY_BPS.findIndex((_, index) => id32(`edition-${index}`) === each.listingId);
    return { receiver: each.seller, bps: defined(EDITION_ROYALTY_BPS[listing]) };
  };
}

async function settleOrder(world: World, model: Model, order: Run["orders"][number], caps: number[], quoteSupply: number[], label: string) {
  const { fixture } = world;
  const buyer = defined(world.buyers[order.buyer]);
  const items = order.lines.map((each) => toItem(world, model, each, quoteSupply));
  const quote = await quoteFor(fixture, buyer.address, items, label);
  const watched = [...world.parties, buyer.address, fixture.deployment.WBE3Marketplace];
  const before = await balancesOf(fixture, watched);
  const failure = expectedFailure(model, order.lines, caps, quoteSupply);

  if (failure) {
    await expectRevert(sendCheckout(fixture, buyer, quote), failure);
    expect(await balancesOf(fixture, watched)).toEqual(before);
    return;
  }
  const receipt = await fixture.mined(sendCheckout(fixture, buyer, quote));
  const changes = deltas(before, await balancesOf(fixture, watched));
  const credits = expectedCredits(items, { feeRecipient: fixture.accounts.deployer.address, royaltyOf: royaltyOf(world) });
  expect(changes.get(buyer.address)).toBe(-orderTotal(quote));
  for (const party of world.parties) expect(changes.get(party), party).toBe(credits.get(party) ?? 0n);
  // Conservation: what left the buyer is exactly what everyone else received; nothing stays in the marketplace.
  expect([...changes.values()].reduce((sum, change) => sum + change, 0n)).toBe(0n);
  expect(changes.get(fixture.deployment.WBE3Marketplace)).toBe(0n);

  const { sold } = checkoutEvents(fixture, receipt);
  order.lines.forEach((each, index) => {
    if (each.listing >= 4) model.trackSold[each.listing - 4] = true;
    else {
      model.sold[each.listing] = defined(model.sold[each.listing]) + each.quantity;
      model.createdIds[each.listing] ??= defined(sold[index]).tokenId;
    }
  });
}

/** Supply never exceeds the tighter cap, and the chain's counters and token supplies agree with the model. */
async function assertSupply(world: World, model: Model, caps: number[], quoteSupply: number[]) {
  const { ticket, track, marketplace } = world.fixture.contractsAs();
  for (const [listing, created] of model.createdIds.entries()) {
    const sold = BigInt(defined(model.sold[listing]));
    expect(await marketplace.read.soldOf([id32(`edition-${listing}`)])).toBe(sold);
    if (created !== null) expect(await ticket.read.totalSupply([created])).toBe(sold);
    const limits = [defined(caps[listing]), defined(quoteSupply[listing])].filter((limit) => limit > 0);
    if (limits.length > 0) expect(sold).toBeLessThanOrEqual(BigInt(Math.min(...limits)));
  }
  for (const [index, tokenId] of world.trackIds.entries()) {
    const owner = await track.read.ownerOf([tokenId]);
    expect(world.buyers.some((buyer) => buyer.address === owner)).toBe(defined(model.trackSold[index]));
  }
}

async function prepareWorld(fixture: ChainFixture): Promise<World> {
  const { deployer, alice, bob, carol, dave, eve, frank, grace, heidi } = fixture.accounts;
  const sellers = [alice, bob, carol];
  const buyers = [frank, grace, heidi];
  const { token, marketplace } = fixture.contractsAs();
  // Tracks minted by dave (their royalty receiver) and resold by alice and bob.
  const trackIds: bigint[] = [];
  for (const [index, royaltyBps] of TRACK_ROYALTY_BPS.entries()) {
    const tokenId = await listedTrack(fixture, dave, royaltyBps);
    const seller = defined(sellers[(4 + index) % sellers.length]);
    await fixture.mined(fixture.contractsAs(dave).track.write.transferFrom([dave.address, seller.address, tokenId]));
    await fixture.mined(fixture.contractsAs(seller).track.write.setApprovalForAll([marketplace.address, true]));
    trackIds.push(tokenId);
  }
  for (const buyer of buyers) {
    await fixture.mined(token.write.mint([buyer.address, parseEther("10000")]));
    await fixture.mined(fixture.contractsAs(buyer).token.write.approve([marketplace.address, maxUint256]));
  }
  const parties = [deployer, ...sellers, dave, eve].map((account) => account.address);
  return { fixture, sellers, buyers, parties, trackIds, trackRoyaltyReceiver: dave.address };
}

it("conserves WBE3 across buyer, sellers, fee, royalties and splits, and never sells past a supply, over random orders", async () => {
  const fixture = chain();
  const world = await prepareWorld(fixture);
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(run, async ({ caps, quoteSupply, orders }) => {
      const snapshot = await fixture.testClient.snapshot();
      try {
        runs += 1;
        for (const [listing, cap] of caps.entries()) {
          if (cap === 0) continue;
          await fixture.mined(
            fixture.contractsAs().marketplace.write.setDropRules([id32(`edition-${listing}`), BigInt(cap), 0n, zeroHash, 0n]),
          );
        }
        const model: Model = { sold: [0, 0, 0, 0], createdIds: [null, null, null, null], trackSold: [false, false] };
        for (const [index, order] of orders.entries()) {
          await settleOrder(world, model, order, caps, quoteSupply, `run-${runs}-order-${index}`);
          await assertSupply(world, model, caps, quoteSupply);
        }
      } finally {
        await fixture.testClient.revert({ id: snapshot });
      }
    }),
    { numRuns: 40 },
  );
});
