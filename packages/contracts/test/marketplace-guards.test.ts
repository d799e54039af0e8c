import { describe, expect, it } from "vitest";
import { hashTypedData, parseEther, zeroAddress } from "viem";
import { checkoutQuoteTypedData, checkoutQuoteTypes, ITEM_KIND } from "../src/checkout-quote.ts";
import { useDeployedChain } from "./helpers/chain-fixture.ts";
import { defined } from "./helpers/defined.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import {
  approveAndCheckout,
  chainNow,
  expectCheckoutRevert,
  id32,
  newEdition,
  orderTotal,
  quoteFor,
  sendCheckout,
  signQuote,
} from "./helpers/marketplace.ts";

const chain = useDeployedChain();

describe("WBE3Marketplace quote checks", () => {
  it("settles an order id once: the same quote, or a new one reusing its id, is refused with OrderAlreadySettled", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer, carol: other } = fixture.accounts;
    const quote = await quoteFor(fixture, buyer.address, [newEdition(fixture, "once", artist.address)], "once");
    await approveAndCheckout(fixture, buyer, quote);

    await expectCheckoutRevert(fixture, quote, "OrderAlreadySettled", [quote.orderId]);
    const reused = await quoteFor(fixture, other.address, [newEdition(fixture, "other", artist.address)], "once");
    await fixture.mined(fixture.contractsAs(other).token.write.approve([fixture.deployment.WBE3Marketplace, orderTotal(reused)]));
    await expectRevert(sendCheckout(fixture, other, reused), "OrderAlreadySettled", [quote.orderId]);
  });

  it("refuses a quote after its deadline with QuoteExpired, and accepts it up to that second", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer } = fixture.accounts;
    const deadline = (await chainNow(fixture)) + 60n;
    const late = { ...(await quoteFor(fixture, buyer.address, [newEdition(fixture, "late", artist.address)], "late")), deadline };
    const onTime = { ...late, orderId: id32("on-time") };

    // Approve first, so the checkout itself is the transaction mined at the deadline (a second
    // transaction after the pinned one may land a second later on a busy machine).
    await fixture.mined(fixture.contractsAs(buyer).token.write.approve([fixture.deployment.WBE3Marketplace, orderTotal(onTime) * 2n]));
    await fixture.testClient.setNextBlockTimestamp({ timestamp: deadline });
    await fixture.mined(sendCheckout(fixture, buyer, onTime));
    await fixture.testClient.setNextBlockTimestamp({ timestamp: deadline + 1n });
    await expectRevert(sendCheckout(fixture, buyer, late), "QuoteExpired", [deadline]);
  });

  it("refuses a quote sent by anyone but its buyer with WrongBuyer", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer, carol: thief } = fixture.accounts;
    const quote = await quoteFor(fixture, buyer.address, [newEdition(fixture, "mine", artist.address)]);
    await fixture.mined(fixture.contractsAs(thief).token.write.approve([fixture.deployment.WBE3Marketplace, orderTotal(quote)]));
    await expectRevert(sendCheckout(fixture, thief, quote, { signature: await signQuote(fixture, quote) }), "WrongBuyer", [
      buyer.address,
      thief.address,
    ]);
  });

  it("refuses a tampered price, quantity, seller, royalty, URI, supply, split or buyer, and a quote signed by anyone but the platform signer", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer, carol: other } = fixture.accounts;
    const quote = await quoteFor(fixture, buyer.address, [newEdition(fixture, "tamper", artist.address, { unitPrice: parseEther("50") })]);
    const signature = await signQuote(fixture, quote);
    const original = defined(quote.items[0]);
    const tampered = [
      { ...original, unitPrice: 1n },
      { ...original, quantity: 2n },
      { ...original, seller: other.address },
      { ...original, royaltyBps: 5000n },
      { ...original, uri: "ipfs://other" },
      { ...original, maxSupply: 1000n },
      { ...original, splits: [{ recipient: other.address, bps: 10_000 }] },
    ];
    const { token } = fixture.contractsAs(buyer);
    await fixture.mined(token.write.approve([fixture.deployment.WBE3Marketplace, parseEther("100")]));
    for (const changed of tampered) {
      await expectRevert(sendCheckout(fixture, buyer, { ...quote, items: [changed] }, { signature }), "InvalidQuoteSignature");
    }
    // The buyer field is signed too: a wallet cannot make someone else's quote its own.
    const stolen = { ...quote, buyer: other.address };
    await fixture.mined(fixture.contractsAs(other).token.write.approve([fixture.deployment.WBE3Marketplace, parseEther("100")]));
    await expectRevert(sendCheckout(fixture, other, stolen, { signature }), "InvalidQuoteSignature");

    await expectRevert(sendCheckout(fixture, buyer, quote, { signature: await signQuote(fixture, quote, other) }), "InvalidQuoteSignature");
    // A signature from the right key for another marketplace (another domain) does not carry over either.
    const elsewhere = await fixture.accounts.platformSigner.signTypedData({
      domain: { name: "WBE3Marketplace", version: "1", chainId: fixture.chain.id, verifyingContract: fixture.deployment.WBE3Payments },
      types: checkoutQuoteTypes,
      primaryType: "Quote",
      message: quote,
    });
    await expectRevert(sendCheckout(fixture, buyer, quote, { signature: elsewhere }), "InvalidQuoteSignature");
    await sendCheckout(fixture, buyer, quote, { signature });
  });

  it("stops honouring the old signer's quotes once the owner rotates the signer", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer, carol: newSigner } = fixture.accounts;
    const quote = await quoteFor(fixture, buyer.address, [newEdition(fixture, "rotate", artist.address)]);
    const oldSignature = await signQuote(fixture, quote);
    await fixture.mined(fixture.contractsAs().marketplace.write.setPlatformSigner([newSigner.address]));
    await expectCheckoutRevert(fixture, quote, "InvalidQuoteSignature");
    await fixture.mined(sendCheckout(fixture, buyer, quote, { signature: await signQuote(fixture, quote, newSigner) }));
    expect(oldSignature).not.toBe(await signQuote(fixture, quote, newSigner));
  });

  it("exposes the digest it verifies, equal to the one the platform signs", async () => {
    const fixture = chain();
    const quote = await quoteFor(fixture, fixture.accounts.bob.address, [
      newEdition(fixture, "digest", fixture.accounts.alice.address, {
        splits: [{ recipient: fixture.accounts.carol.address, bps: 10_000 }],
      }),
    ]);
    const expected = hashTypedData(
      checkoutQuoteTypedData(quote, { chainId: fixture.chain.id, marketplace: fixture.deployment.WBE3Marketplace }),
    );
    expect(await fixture.contractsAs().marketplace.read.hashQuote([quote])).toBe(expected);
  });
});

describe("WBE3Marketplace item checks", () => {
  it("refuses an empty order, too many items, and a proof list that does not match the items", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer } = fixture.accounts;
    await expectCheckoutRevert(fixture, await quoteFor(fixture, buyer.address, []), "EmptyOrder");
    const many = Array.from({ length: 51 }, (_, index) => newEdition(fixture, `many-${index}`, artist.address, { unitPrice: 0n }));
    await expectCheckoutRevert(fixture, await quoteFor(fixture, buyer.address, many), "TooManyItems", [51n, 50n]);
    const quote = await quoteFor(fixture, buyer.address, [newEdition(fixture, "proofs", artist.address)]);
    await expectRevert(sendCheckout(fixture, buyer, quote, { proofs: [] }), "ProofCountMismatch", [1n, 0n]);
  });

  it("refuses zero quantities, a zero seller, several copies of a one-of-one and splits that do not sum to 10,000", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer, carol: collaborator } = fixture.accounts;
    const base = newEdition(fixture, "checks", artist.address);
    const cases = [
      { changed: { ...base, quantity: 0n }, error: "ZeroQuantity", args: [base.listingId] },
      { changed: { ...base, seller: zeroAddress }, error: "ZeroSeller", args: [base.listingId] },
      { changed: { ...base, kind: ITEM_KIND.Transfer721, quantity: 2n }, error: "NotOneOfOne", args: [base.listingId, 2n] },
      { changed: { ...base, splits: [{ recipient: artist.address, bps: 9_999 }] }, error: "InvalidSplits", args: [base.listingId] },
      {
        changed: {
          ...base,
          splits: [
            { recipient: artist.address, bps: 5_000 },
            { recipient: zeroAddress, bps: 5_000 },
          ],
        },
        error: "InvalidSplits",
        args: [base.listingId],
      },
      {
        changed: { ...base, splits: Array.from({ length: 17 }, () => ({ recipient: collaborator.address, bps: 1 })) },
        error: "InvalidSplits",
        args: [base.listingId],
      },
    ];
    for (const { changed, error, args } of cases) {
      await expectCheckoutRevert(fixture, await quoteFor(fixture, buyer.address, [changed]), error, args);
    }
  });

  it("mints more only of the id created for the listing: Mint1155 before creation, or of another id, is ListingTokenMismatch", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer } = fixture.accounts;
    const edition = newEdition(fixture, "minted", artist.address);
    const early = { ...edition, kind: ITEM_KIND.Mint1155, tokenId: 1n };
    await expectCheckoutRevert(fixture, await quoteFor(fixture, buyer.address, [early], "early"), "ListingTokenMismatch", [
      edition.listingId,
    ]);

    await approveAndCheckout(fixture, buyer, await quoteFor(fixture, buyer.address, [edition], "create"));
    const wrongId = { ...early, tokenId: 2n };
    await expectCheckoutRevert(fixture, await quoteFor(fixture, buyer.address, [wrongId], "wrong-id"), "ListingTokenMismatch", [
      edition.listingId,
    ]);
    const wrongToken = { ...edition, token: fixture.deployment.TrackNFT };
    await expectCheckoutRevert(fixture, await quoteFor(fixture, buyer.address, [wrongToken], "wrong-token"), "ListingTokenMismatch", [
      edition.listingId,
    ]);
    await approveAndCheckout(fixture, buyer, await quoteFor(fixture, buyer.address, [early], "more"));
    expect(await fixture.contractsAs().ticket.read.balanceOf([buyer.address, 1n])).toBe(2n);
  });
});
