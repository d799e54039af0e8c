import { describe, expect, it } from "vitest";
import { parseEther, type Address } from "viem";
import { ITEM_KIND, type CheckoutItem } from "../src/checkout-quote.ts";
import { useDeployedChain } from "./helpers/chain-fixture.ts";
import { approveAndCheckout, balancesOf, deltas, id32, item, listedTrack, newEdition, quoteFor } from "./helpers/marketplace.ts";

const chain = useDeployedChain();

// A royalty is owed on a resale, to the creator, by someone else. On a primary sale the creator is
// the seller: a royalty "from the seller to themselves" taken before the split would shrink every
// collaborator's share (2 WBE3 at 10 % and 50/50 used to pay the collaborator 0.875 of 1.95 net).
describe("WBE3Marketplace royalties and splits", () => {
  it("splits the whole net of a primary sale: 2 WBE3, 10 % royalty, 50/50 pays 0.975 each; a resale then pays the royalty", async () => {
    const fixture = chain();
    const { alice: artist, bob: collaborator, carol: firstBuyer, dave: secondBuyer, deployer: feeRecipient } = fixture.accounts;
    const price = parseEther("2");
    const split = [
      { recipient: artist.address, bps: 5000 },
      { recipient: collaborator.address, bps: 5000 },
    ];
    const primary = newEdition(fixture, "duet", artist.address, { unitPrice: price, royaltyBps: 1000n, splits: split });
    const parties: Address[] = [artist.address, collaborator.address, feeRecipient.address, firstBuyer.address];
    let before = await balancesOf(fixture, parties);

    await approveAndCheckout(fixture, firstBuyer, await quoteFor(fixture, firstBuyer.address, [primary], "duet-primary"));

    let changes = deltas(before, await balancesOf(fixture, parties));
    expect(changes.get(feeRecipient.address)).toBe(parseEther("0.05"));
    expect(changes.get(artist.address)).toBe(parseEther("0.975"));
    expect(changes.get(collaborator.address)).toBe(parseEther("0.975"));
    expect(changes.get(firstBuyer.address)).toBe(-price);

    // The buyer resells the copy: now the artist is owed 10 % of the price, and the seller keeps the rest of the net.
    const { marketplace, ticket } = fixture.contractsAs(firstBuyer);
    const tokenId = (await marketplace.read.createdTokenOf([primary.listingId]))[1];
    await fixture.mined(ticket.write.setApprovalForAll([marketplace.address, true]));
    const resale: CheckoutItem = item({
      listingId: id32("duet-resale"),
      seller: firstBuyer.address,
      token: fixture.deployment.TicketNFT,
      kind: ITEM_KIND.Transfer1155,
      tokenId,
      unitPrice: price,
    });
    const resaleParties = [...parties, secondBuyer.address];
    before = await balancesOf(fixture, resaleParties);

    await approveAndCheckout(fixture, secondBuyer, await quoteFor(fixture, secondBuyer.address, [resale], "duet-resale"));

    changes = deltas(before, await balancesOf(fixture, resaleParties));
    expect(changes.get(feeRecipient.address)).toBe(parseEther("0.05"));
    expect(changes.get(artist.address)).toBe(parseEther("0.2"));
    expect(changes.get(collaborator.address)).toBe(0n);
    expect(changes.get(firstBuyer.address)).toBe(parseEther("1.75"));
  });

  it("splits a creator's own one-of-one by its net too, with no royalty to the creator first", async () => {
    const fixture = chain();
    const { alice: artist, bob: collaborator, eve: buyer, deployer: feeRecipient } = fixture.accounts;
    const trackId = await listedTrack(fixture, artist, 1000n);
    const sale = item({
      listingId: id32("own-track"),
      seller: artist.address,
      token: fixture.deployment.TrackNFT,
      kind: ITEM_KIND.Transfer721,
      tokenId: trackId,
      unitPrice: parseEther("2"),
      splits: [
        { recipient: artist.address, bps: 7000 },
        { recipient: collaborator.address, bps: 3000 },
      ],
    });
    const parties: Address[] = [artist.address, collaborator.address, feeRecipient.address];
    const before = await balancesOf(fixture, parties);

    await approveAndCheckout(fixture, buyer, await quoteFor(fixture, buyer.address, [sale], "own-track"));

    const changes = deltas(before, await balancesOf(fixture, parties));
    expect(changes.get(feeRecipient.address)).toBe(parseEther("0.05"));
    expect(changes.get(artist.address)).toBe(parseEther("1.365"));
    expect(changes.get(collaborator.address)).toBe(parseEther("0.585"));
  });
});
