import { describe, expect, it } from "vitest";
import { parseEther, parseEventLogs, zeroAddress } from "viem";
import { ITEM_KIND } from "../src/checkout-quote.ts";
import { ticketNFTAbi } from "../src/generated/TicketNFT.ts";
import { useDeployedChain } from "./helpers/chain-fixture.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import {
  approveAndCheckout,
  balancesOf,
  checkoutEvents,
  deltas,
  expectedCredits,
  id32,
  item,
  listedTrack,
  MINT_FEE,
  newEdition,
  orderTotal,
  quoteFor,
} from "./helpers/marketplace.ts";

const chain = useDeployedChain();
const BPS = 10_000n;

describe("WBE3Marketplace checkout", () => {
  it("settles a mixed cart in one transaction: every party gets its exact share, every token lands with the buyer", async () => {
    const fixture = chain();
    const {
      deployer: feeRecipient,
      alice: artist,
      bob: collector,
      carol: singer,
      dave: producer,
      eve: writer,
      frank: buyer,
    } = fixture.accounts;
    const { ticket, track, marketplace } = fixture.contractsAs(buyer);

    // A one-of-one minted by the artist (10 % royalty to her), resold by a collector who approved the marketplace.
    const trackId = await listedTrack(fixture, artist, 1000n);
    await fixture.mined(fixture.contractsAs(artist).track.write.transferFrom([artist.address, collector.address, trackId]));
    await fixture.mined(fixture.contractsAs(collector).track.write.setApprovalForAll([marketplace.address, true]));
    // An edition the marketplace created on an earlier sale, so this one mints more of its id.
    const earlier = newEdition(fixture, "edition", singer.address, { royaltyBps: 500n, maxSupply: 10n });
    await approveAndCheckout(
      fixture,
      fixture.accounts.heidi,
      await quoteFor(fixture, fixture.accounts.heidi.address, [earlier], "earlier"),
    );
    const editionId = (await marketplace.read.createdTokenOf([earlier.listingId]))[1];

    // Odd wei amounts make every division round, so the dust rule shows.
    const items = [
      item({
        listingId: id32("track"),
        seller: collector.address,
        token: track.address,
        kind: ITEM_KIND.Transfer721,
        tokenId: trackId,
        unitPrice: parseEther("100") + 7n,
      }),
      { ...earlier, kind: ITEM_KIND.Mint1155, tokenId: editionId, quantity: 2n, unitPrice: parseEther("3") + 1n },
      newEdition(fixture, "jewelry", writer.address, {
        quantity: 3n,
        unitPrice: parseEther("7") + 3n,
        royaltyBps: 1000n,
        splits: [
          { recipient: writer.address, bps: 3334 },
          { recipient: producer.address, bps: 3333 },
          { recipient: singer.address, bps: 3333 },
        ],
      }),
    ];
    const quote = await quoteFor(fixture, buyer.address, items, "mixed");
    const parties = [buyer, feeRecipient, artist, collector, singer, producer, writer].map((account) => account.address);
    const before = await balancesOf(fixture, [...parties, marketplace.address]);

    const receipt = await approveAndCheckout(fixture, buyer, quote);

    const total = orderTotal(quote);
    const royalties = {
      [id32("track")]: { receiver: artist.address, bps: 1000n },
      [earlier.listingId]: { receiver: singer.address, bps: 500n },
    };
    const credits = expectedCredits(items, {
      feeRecipient: feeRecipient.address,
      royaltyOf: (each) => royalties[each.listingId] ?? { receiver: writer.address, bps: 1000n },
    });
    const changes = deltas(before, await balancesOf(fixture, [...parties, marketplace.address]));
    expect(changes.get(buyer.address)).toBe(-total);
    for (const party of parties.slice(1)) expect(changes.get(party), party).toBe(credits.get(party) ?? 0n);
    expect(changes.get(marketplace.address)).toBe(0n);
    expect([...changes.values()].reduce((sum, change) => sum + change, 0n)).toBe(0n);

    // Spelled out for the first item: 2.5 % fee, then the 10 % royalty on the price, the rest to the seller.
    const price = parseEther("100") + 7n;
    expect(changes.get(collector.address)).toBe(price - (price * 250n) / BPS - (price * 1000n) / BPS);

    const newId = (await marketplace.read.createdTokenOf([id32("jewelry")]))[1];
    expect(await track.read.ownerOf([trackId])).toBe(buyer.address);
    expect(await ticket.read.balanceOf([buyer.address, editionId])).toBe(2n);
    expect(await ticket.read.balanceOf([buyer.address, newId])).toBe(3n);
    expect(await ticket.read.uri([newId])).toBe("ipfs://jewelry");
    expect(await ticket.read.royaltyInfo([newId, BPS])).toEqual([writer.address, 1000n]);

    const { settled, sold } = checkoutEvents(fixture, receipt);
    expect(settled).toEqual({ orderId: quote.orderId, buyer: buyer.address, total, itemCount: 3n });
    expect(sold).toEqual(
      items.map((each, index) => ({
        orderId: quote.orderId,
        listingId: each.listingId,
        seller: each.seller,
        tokenContract: each.token,
        tokenId: [trackId, editionId, newId][index],
        quantity: each.quantity,
        unitPrice: each.unitPrice,
      })),
    );
    expect(await marketplace.read.isSettled([quote.orderId])).toBe(true);
    expect(await marketplace.read.buyerOf([quote.orderId])).toBe(buyer.address);
    expect(await marketplace.read.soldOf([earlier.listingId])).toBe(3n);
    expect(await marketplace.read.boughtBy([id32("jewelry"), buyer.address])).toBe(3n);
  });

  it("creates a listing's id once: a second Create1155 quote for it mints more of the same id", async () => {
    const fixture = chain();
    const { alice: artist, bob: first, carol: second } = fixture.accounts;
    const edition = newEdition(fixture, "race", artist.address, { royaltyBps: 700n });
    const firstReceipt = await approveAndCheckout(fixture, first, await quoteFor(fixture, first.address, [edition], "first"));
    const secondReceipt = await approveAndCheckout(fixture, second, await quoteFor(fixture, second.address, [edition], "second"));

    const [created] = parseEventLogs({ abi: ticketNFTAbi, logs: firstReceipt.logs, eventName: "EditionCreated" });
    expect(created?.args).toEqual({
      id: 1n,
      minter: fixture.deployment.WBE3Marketplace,
      creator: artist.address,
      uri: "ipfs://race",
      royaltyBps: 700n,
    });
    expect(parseEventLogs({ abi: ticketNFTAbi, logs: secondReceipt.logs, eventName: "EditionCreated" })).toEqual([]);
    expect(checkoutEvents(fixture, secondReceipt).sold[0]?.tokenId).toBe(1n);
    const { ticket } = fixture.contractsAs();
    expect(await ticket.read.totalSupply([1n])).toBe(2n);
    expect(await ticket.read.totalSupply([2n])).toBe(0n);
  });

  it("moves an artist's own edition copies with Transfer1155, paying the edition's royalty to the artist", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer, deployer: feeRecipient } = fixture.accounts;
    const { ticket } = fixture.contractsAs(artist);
    await fixture.mined(ticket.write.mintEdition([artist.address, 5n, "ipfs://own", 800n], { value: MINT_FEE * 5n }));
    await fixture.mined(ticket.write.setApprovalForAll([fixture.deployment.WBE3Marketplace, true]));
    const copies = item({
      listingId: id32("own"),
      seller: artist.address,
      token: ticket.address,
      kind: ITEM_KIND.Transfer1155,
      tokenId: 1n,
      quantity: 2n,
    });
    const before = await balancesOf(fixture, [artist.address, feeRecipient.address]);

    await approveAndCheckout(fixture, buyer, await quoteFor(fixture, buyer.address, [copies]));

    const gross = parseEther("20");
    const changes = deltas(before, await balancesOf(fixture, [artist.address, feeRecipient.address]));
    // Royalty and proceeds both go to the artist: everything but the fee.
    expect(changes.get(artist.address)).toBe(gross - (gross * 250n) / BPS);
    expect(changes.get(feeRecipient.address)).toBe((gross * 250n) / BPS);
    expect(await ticket.read.balanceOf([buyer.address, 1n])).toBe(2n);
    expect(await ticket.read.balanceOf([artist.address, 1n])).toBe(3n);
  });

  it("pays no royalty where the token has no receiver (tickets) or a zero royalty", async () => {
    const fixture = chain();
    const { alice: organizer, bob: buyer, carol: artist, deployer: feeRecipient } = fixture.accounts;
    const asOrganizer = fixture.contractsAs(organizer);
    await fixture.mined(asOrganizer.ticket.write.mintTicket([organizer.address, 2n, "ipfs://show"], { value: MINT_FEE * 2n }));
    await fixture.mined(asOrganizer.ticket.write.setApprovalForAll([fixture.deployment.WBE3Marketplace, true]));
    const trackId = await listedTrack(fixture, artist, 0n);
    const items = [
      item({
        listingId: id32("show"),
        seller: organizer.address,
        token: fixture.deployment.TicketNFT,
        kind: ITEM_KIND.Transfer1155,
        tokenId: 1n,
      }),
      item({
        listingId: id32("track"),
        seller: artist.address,
        token: fixture.deployment.TrackNFT,
        kind: ITEM_KIND.Transfer721,
        tokenId: trackId,
      }),
    ];
    const parties = [organizer.address, artist.address, feeRecipient.address];
    const before = await balancesOf(fixture, parties);

    await approveAndCheckout(fixture, buyer, await quoteFor(fixture, buyer.address, items));

    const price = parseEther("10");
    const fee = (price * 250n) / BPS;
    const changes = deltas(before, await balancesOf(fixture, parties));
    expect(Object.fromEntries(changes)).toEqual({
      [organizer.address]: price - fee,
      [artist.address]: price - fee,
      [feeRecipient.address]: 2n * fee,
    });
  });

  it("charges nothing and moves nothing for a free item, but still delivers and records it", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer } = fixture.accounts;
    const free = newEdition(fixture, "free", artist.address, { unitPrice: 0n });
    const before = await balancesOf(fixture, [buyer.address, artist.address]);

    const receipt = await approveAndCheckout(fixture, buyer, await quoteFor(fixture, buyer.address, [free]));

    expect([...deltas(before, await balancesOf(fixture, [buyer.address, artist.address])).values()]).toEqual([0n, 0n]);
    expect(checkoutEvents(fixture, receipt).settled.total).toBe(0n);
    expect(await fixture.contractsAs().ticket.read.balanceOf([buyer.address, 1n])).toBe(1n);
  });

  it("sells a physical product: the seller and the fee are paid, no token moves and no royalty is asked, counted against its stock", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer, carol: collaborator, deployer: feeRecipient } = fixture.accounts;
    const shirt = item({
      listingId: id32("shirt"),
      seller: artist.address,
      token: zeroAddress,
      kind: ITEM_KIND.Physical,
      quantity: 2n,
      maxSupply: 3n,
      splits: [
        { recipient: artist.address, bps: 7000 },
        { recipient: collaborator.address, bps: 3000 },
      ],
    });
    const parties = [buyer.address, artist.address, collaborator.address, feeRecipient.address];
    const before = await balancesOf(fixture, parties);

    const receipt = await approveAndCheckout(fixture, buyer, await quoteFor(fixture, buyer.address, [shirt]));

    const gross = parseEther("20");
    const fee = (gross * 250n) / BPS;
    const collaboratorPart = ((gross - fee) * 3000n) / BPS;
    expect(Object.fromEntries(deltas(before, await balancesOf(fixture, parties)))).toEqual({
      [buyer.address]: -gross,
      [artist.address]: gross - fee - collaboratorPart,
      [collaborator.address]: collaboratorPart,
      [feeRecipient.address]: fee,
    });
    const { sold } = checkoutEvents(fixture, receipt);
    expect(sold.map((event) => [event.tokenContract, event.tokenId, event.quantity])).toEqual([[zeroAddress, 0n, 2n]]);

    // Two more than the stock left: refused by the listing's supply, like any capped drop.
    const more = item({ ...shirt, quantity: 2n });
    await expectRevert(approveAndCheckout(fixture, buyer, await quoteFor(fixture, buyer.address, [more], "second")), "SoldOut");
  });
});
