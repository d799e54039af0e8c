import { describe, expect, it } from "vitest";
import { decodeErrorResult, encodeFunctionData, getAddress, getContract, parseEther, type Address, type Hex } from "viem";
import { ITEM_KIND, type CheckoutQuote } from "../src/checkout-quote.ts";
import { wbe3MarketplaceAbi } from "../src/generated/WBE3Marketplace.ts";
import { reentrantBuyerAbi, reentrantBuyerBytecode } from "../src/generated/test/ReentrantBuyer.ts";
import { useDeployedChain, type ChainFixture } from "./helpers/chain-fixture.ts";
import { defined } from "./helpers/defined.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import {
  approveAndCheckout,
  balancesOf,
  expectCheckoutRevert,
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
