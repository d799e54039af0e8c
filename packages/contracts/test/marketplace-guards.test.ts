import { describe, expect, it } from "vitest";
import {
  decodeErrorResult,
  encodeFunctionData,
  getAddress,
  getContract,
  hashTypedData,
  parseEther,
  zeroAddress,
  type Address,
  type Hex,
} from "viem";
import { checkoutQuoteTypedData, checkoutQuoteTypes, ITEM_KIND, type CheckoutQuote } from "../src/checkout-quote.ts";
import { wbe3MarketplaceAbi } from "../src/generated/WBE3Marketplace.ts";
import { reentrantBuyerAbi, reentrantBuyerBytecode } from "../src/generated/test/ReentrantBuyer.ts";
import { useDeployedChain, type ChainFixture } from "./helpers/chain-fixture.ts";
import { defined } from "./helpers/defined.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import {
  approveAndCheckout,
  balancesOf,
  chainNow,
  id32,
  item,
  listedTrack,
  newEdition,
  noProofs,
  orderTotal,
  quoteFor,
  sendCheckout,
  signQuote,
} from "./helpers/marketplace.ts";

const chain = useDeployedChain();

/** Approves the order's total, then expects the checkout to revert with `errorName`. */
async function expectCheckoutRevert(fixture: ChainFixture, quote: CheckoutQuote, errorName: string, args?: readonly unknown[]) {
  const buyer = fixture.accounts.bob;
  await fixture.mined(fixture.contractsAs(buyer).token.write.approve([fixture.deployment.WBE3Marketplace, orderTotal(quote)]));
  await expectRevert(sendCheckout(fixture, buyer, quote), errorName, args);
}

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

    await fixture.testClient.setNextBlockTimestamp({ timestamp: deadline });
    await approveAndCheckout(fixture, buyer, onTime);
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

describe("WBE3Marketplace atomicity", () => {
  /** Balances of every party, the buyer's tokens and the counters, to compare before and after a failed order. */
  async function state(fixture: ChainFixture, addresses: Address[], listingIds: Hex[]) {
    const { ticket, marketplace } = fixture.contractsAs();
    return {
      balances: [...(await balancesOf(fixture, addresses))],
      tickets: await ticket.read.totalSupply(),
      sold: await Promise.all(listingIds.map((listingId) => marketplace.read.soldOf([listingId]))),
      bought: await Promise.all(listingIds.map((listingId) => marketplace.read.boughtBy([listingId, fixture.accounts.bob.address]))),
    };
  }

  it("reverts the whole order when a one-of-one left the seller's wallet: nobody paid, nothing minted, nothing counted", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer, carol: seller, dave: someoneElse, deployer } = fixture.accounts;
    const trackId = await listedTrack(fixture, seller);
    const items = [
      newEdition(fixture, "fine", artist.address, { quantity: 2n }),
      item({
        listingId: id32("gone"),
        seller: seller.address,
        token: fixture.deployment.TrackNFT,
        kind: ITEM_KIND.Transfer721,
        tokenId: trackId,
      }),
    ];
    const quote = await quoteFor(fixture, buyer.address, items);
    await fixture.mined(fixture.contractsAs(seller).track.write.transferFrom([seller.address, someoneElse.address, trackId]));
    const parties = [buyer, artist, seller, someoneElse, deployer].map((account) => account.address);
    const before = await state(fixture, parties, [id32("fine"), id32("gone")]);

    await expectCheckoutRevert(fixture, quote, "NotOwnedBySeller", [id32("gone"), trackId]);

    expect(await state(fixture, parties, [id32("fine"), id32("gone")])).toEqual(before);
    expect(await fixture.contractsAs().marketplace.read.isSettled([quote.orderId])).toBe(false);
  });

  it("reverts the whole order when the seller withdrew the marketplace's approval, with the token's own error", async () => {
    const fixture = chain();
    const { bob: buyer, carol: seller } = fixture.accounts;
    const trackId = await listedTrack(fixture, seller);
    await fixture.mined(fixture.contractsAs(seller).track.write.setApprovalForAll([fixture.deployment.WBE3Marketplace, false]));
    const quote = await quoteFor(fixture, buyer.address, [
      item({
        listingId: id32("revoked"),
        seller: seller.address,
        token: fixture.deployment.TrackNFT,
        kind: ITEM_KIND.Transfer721,
        tokenId: trackId,
      }),
    ]);
    await expectCheckoutRevert(fixture, quote, "ERC721InsufficientApproval", [fixture.deployment.WBE3Marketplace, trackId]);
  });

  it("reverts the whole order when one item is sold out, and when the buyer's allowance is short", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer, deployer } = fixture.accounts;
    const scarce = newEdition(fixture, "scarce", artist.address, { maxSupply: 2n, quantity: 2n });
    await approveAndCheckout(
      fixture,
      fixture.accounts.eve,
      await quoteFor(fixture, fixture.accounts.eve.address, [{ ...scarce, quantity: 1n }], "first"),
    );
    const items = [newEdition(fixture, "plenty", artist.address), scarce];
    const parties = [buyer, artist, deployer].map((account) => account.address);
    const before = await state(fixture, parties, [id32("plenty"), scarce.listingId]);

    await expectCheckoutRevert(fixture, await quoteFor(fixture, buyer.address, items, "greedy"), "SoldOut", [scarce.listingId, 1n]);
    const short = await quoteFor(fixture, buyer.address, [newEdition(fixture, "plenty", artist.address)], "short");
    await fixture.mined(fixture.contractsAs(buyer).token.write.approve([fixture.deployment.WBE3Marketplace, orderTotal(short) - 1n]));
    await expectRevert(sendCheckout(fixture, buyer, short), "ERC20InsufficientAllowance", [
      fixture.deployment.WBE3Marketplace,
      orderTotal(short) - 1n,
      orderTotal(short),
    ]);

    expect(await state(fixture, parties, [id32("plenty"), scarce.listingId])).toEqual(before);
  });
});

describe("WBE3Marketplace reentrancy", () => {
  it("refuses a second checkout started from the buyer's token-received hook; the first settles alone", async () => {
    const fixture = chain();
    const { alice: artist } = fixture.accounts;
    const { wallet, token, marketplace, ticket } = fixture.contractsAs();
    const deployedAt = await fixture.mined(wallet.deployContract({ abi: reentrantBuyerAbi, bytecode: reentrantBuyerBytecode, args: [] }));
    const attacker = getContract({
      address: getAddress(defined(deployedAt.contractAddress, "buyer address")),
      abi: reentrantBuyerAbi,
      client: { public: fixture.publicClient, wallet },
    });
    await fixture.mined(token.write.transfer([attacker.address, parseEther("100")]));
    await fixture.mined(attacker.write.approve([token.address, marketplace.address, parseEther("100")]));

    const checkoutCall = async (quote: CheckoutQuote) =>
      encodeFunctionData({
        abi: wbe3MarketplaceAbi,
        functionName: "checkout",
        args: [quote, await signQuote(fixture, quote), noProofs(quote)],
      });
    const first = await quoteFor(fixture, attacker.address, [newEdition(fixture, "first", artist.address)], "first");
    const second = await quoteFor(fixture, attacker.address, [newEdition(fixture, "second", artist.address)], "second");
    await fixture.mined(attacker.write.setReentry([marketplace.address, await checkoutCall(second)]));

    await fixture.mined(attacker.write.execute([await checkoutCall(first)]));

    expect(await attacker.read.reentryAttempts()).toBe(1n);
    expect(await attacker.read.reentrySucceeded()).toBe(false);
    const reason = decodeErrorResult({ abi: wbe3MarketplaceAbi, data: await attacker.read.lastReentryError() });
    expect(reason.errorName).toBe("ReentrancyGuardReentrantCall");
    expect(await marketplace.read.isSettled([first.orderId])).toBe(true);
    expect(await marketplace.read.isSettled([second.orderId])).toBe(false);
    expect(await token.read.balanceOf([attacker.address])).toBe(parseEther("90"));
    expect(await ticket.read.totalSupply()).toBe(1n);
    expect(await token.read.balanceOf([marketplace.address])).toBe(0n);
  });
});
