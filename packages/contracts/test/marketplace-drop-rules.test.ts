import { describe, expect, it } from "vitest";
import { maxUint256, parseEventLogs, zeroHash, type Hex } from "viem";
import type { HDAccount } from "viem/accounts";
import type { CheckoutItem } from "../src/checkout-quote.ts";
import { wbe3MarketplaceAbi } from "../src/generated/WBE3Marketplace.ts";
import { allowlistTree } from "./helpers/allowlist-tree.ts";
import { useDeployedChain, type ChainFixture } from "./helpers/chain-fixture.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import { approveAndCheckout, chainNow, id32, newEdition, orderTotal, quoteFor, sendCheckout } from "./helpers/marketplace.ts";

const chain = useDeployedChain();
/** `newEdition(fixture, "drop", …)` sells this listing. */
const LISTING = id32("drop");

interface Rules {
  supplyCap?: bigint;
  maxPerWallet?: bigint;
  allowlistRoot?: Hex;
  presaleEnd?: bigint;
}

function setRules(fixture: ChainFixture, as: HDAccount, rules: Rules, listingId = LISTING) {
  const { supplyCap = 0n, maxPerWallet = 0n, allowlistRoot = zeroHash, presaleEnd = 0n } = rules;
  return fixture.contractsAs(as).marketplace.write.setDropRules([listingId, supplyCap, maxPerWallet, allowlistRoot, presaleEnd]);
}

let orders = 0;
/** Buys `quantity` of the drop as `buyer` in a fresh order; `proof` goes with the item. */
async function buy(fixture: ChainFixture, buyer: HDAccount, quantity: bigint, fields: Partial<CheckoutItem> = {}, proof: Hex[] = []) {
  const edition = newEdition(fixture, "drop", fixture.accounts.alice.address, { quantity, ...fields });
  const quote = await quoteFor(fixture, buyer.address, [edition], `drop-order-${++orders}`);
  await fixture.mined(fixture.contractsAs(buyer).token.write.approve([fixture.deployment.WBE3Marketplace, orderTotal(quote)]));
  return { quote, send: () => sendCheckout(fixture, buyer, quote, { proofs: [proof] }) };
}

describe("WBE3Marketplace drop rules", () => {
  it("sells up to the supply cap, then SoldOut with what is left; remainingOf and soldOf follow", async () => {
    const fixture = chain();
    const { alice: artist, bob, carol } = fixture.accounts;
    const { marketplace } = fixture.contractsAs();
    expect(await marketplace.read.remainingOf([LISTING])).toBe(maxUint256);
    await fixture.mined(setRules(fixture, artist, { supplyCap: 3n }));

    await fixture.mined((await buy(fixture, bob, 2n)).send());
    expect(await marketplace.read.remainingOf([LISTING])).toBe(1n);
    await expectRevert((await buy(fixture, carol, 2n)).send(), "SoldOut", [LISTING, 1n]);
    await fixture.mined((await buy(fixture, carol, 1n)).send());
    await expectRevert((await buy(fixture, carol, 1n)).send(), "SoldOut", [LISTING, 0n]);

    expect(await marketplace.read.remainingOf([LISTING])).toBe(0n);
    expect(await marketplace.read.soldOf([LISTING])).toBe(3n);
    expect(await fixture.contractsAs().ticket.read.totalSupply([1n])).toBe(3n);
  });

  it("caps at the quote's own supply without rules, and at the tighter of the two with them", async () => {
    const fixture = chain();
    const { alice: artist, bob } = fixture.accounts;
    await expectRevert((await buy(fixture, bob, 3n, { maxSupply: 2n })).send(), "SoldOut", [LISTING, 2n]);
    await fixture.mined((await buy(fixture, bob, 2n, { maxSupply: 2n })).send());

    await fixture.mined(setRules(fixture, artist, { supplyCap: 5n }));
    await expectRevert((await buy(fixture, bob, 2n, { maxSupply: 3n })).send(), "SoldOut", [LISTING, 1n]);
    await expectRevert((await buy(fixture, bob, 4n, { maxSupply: 10n })).send(), "SoldOut", [LISTING, 3n]);
  });

  it("limits each wallet to maxPerWallet over all its orders, while other wallets still buy", async () => {
    const fixture = chain();
    const { alice: artist, bob, carol } = fixture.accounts;
    await fixture.mined(setRules(fixture, artist, { maxPerWallet: 2n }));

    await expectRevert((await buy(fixture, bob, 3n)).send(), "WalletLimitReached", [LISTING, 2n, 0n]);
    await fixture.mined((await buy(fixture, bob, 1n)).send());
    await fixture.mined((await buy(fixture, bob, 1n)).send());
    await expectRevert((await buy(fixture, bob, 1n)).send(), "WalletLimitReached", [LISTING, 2n, 2n]);
    await fixture.mined((await buy(fixture, carol, 2n)).send());

    const { marketplace } = fixture.contractsAs();
    expect(await marketplace.read.boughtBy([LISTING, bob.address])).toBe(2n);
    expect(await marketplace.read.boughtBy([LISTING, carol.address])).toBe(2n);
  });

  it("counts two lines of the same listing in one order together against the limits", async () => {
    const fixture = chain();
    const { alice: artist, bob } = fixture.accounts;
    await fixture.mined(setRules(fixture, artist, { maxPerWallet: 2n }));
    const line = newEdition(fixture, "drop", artist.address);
    const quote = await quoteFor(fixture, bob.address, [line, { ...line, quantity: 2n }]);
    await fixture.mined(fixture.contractsAs(bob).token.write.approve([fixture.deployment.WBE3Marketplace, orderTotal(quote)]));
    await expectRevert(sendCheckout(fixture, bob, quote), "WalletLimitReached", [LISTING, 2n, 1n]);
  });

  it("sells only to allowlisted wallets with a valid proof during the presale, then to everyone", async () => {
    const fixture = chain();
    const { alice: artist, bob, carol, dave, eve } = fixture.accounts;
    const allowlist = allowlistTree([bob.address, carol.address, dave.address]);
    const presaleEnd = (await chainNow(fixture)) + 3600n;
    await fixture.mined(setRules(fixture, artist, { allowlistRoot: allowlist.root, presaleEnd }));
    const { marketplace } = fixture.contractsAs();
    expect(await marketplace.read.isPresale([LISTING])).toBe(true);
    expect(await marketplace.read.dropRulesOf([LISTING])).toEqual([0n, 0n, allowlist.root, presaleEnd]);

    await fixture.mined((await buy(fixture, bob, 1n, {}, allowlist.proofFor(bob.address))).send());
    await fixture.mined((await buy(fixture, dave, 1n, {}, allowlist.proofFor(dave.address))).send());
    await expectRevert((await buy(fixture, eve, 1n)).send(), "PresaleOnly", [LISTING, presaleEnd]);
    await expectRevert((await buy(fixture, eve, 1n, {}, allowlist.proofFor(carol.address))).send(), "NotOnAllowlist", [
      LISTING,
      eve.address,
    ]);
    await expectRevert((await buy(fixture, carol, 1n)).send(), "PresaleOnly", [LISTING, presaleEnd]);

    await fixture.testClient.setNextBlockTimestamp({ timestamp: presaleEnd });
    await fixture.testClient.mine({ blocks: 1 });
    expect(await marketplace.read.isPresale([LISTING])).toBe(false);
    await fixture.mined((await buy(fixture, eve, 1n)).send());
    expect(await marketplace.read.soldOf([LISTING])).toBe(3n);
  });

  it("accepts the empty proof of a one-wallet allowlist, whose root is that wallet's leaf", async () => {
    const fixture = chain();
    const { alice: artist, bob } = fixture.accounts;
    const allowlist = allowlistTree([bob.address]);
    expect(allowlist.proofFor(bob.address)).toEqual([]);
    await fixture.mined(setRules(fixture, artist, { allowlistRoot: allowlist.root, presaleEnd: (await chainNow(fixture)) + 60n }));
    await fixture.mined((await buy(fixture, bob, 1n)).send());
  });

  it("applies every rule in one order with other items: a failing rule reverts it all", async () => {
    const fixture = chain();
    const { alice: artist, bob } = fixture.accounts;
    await fixture.mined(setRules(fixture, artist, { supplyCap: 1n }));
    const quote = await quoteFor(fixture, bob.address, [
      newEdition(fixture, "other", artist.address),
      newEdition(fixture, "drop", artist.address, { quantity: 2n }),
    ]);
    await fixture.mined(fixture.contractsAs(bob).token.write.approve([fixture.deployment.WBE3Marketplace, orderTotal(quote)]));
    await expectRevert(sendCheckout(fixture, bob, quote), "SoldOut", [LISTING, 1n]);
    expect(await fixture.contractsAs().marketplace.read.soldOf([id32("other")])).toBe(0n);
  });
});

describe("WBE3Marketplace drop rules management", () => {
  it("makes the first setter the listing's manager; others may not change the rules, the platform owner may", async () => {
    const fixture = chain();
    const { alice: artist, bob: stranger, deployer: owner } = fixture.accounts;
    const receipt = await fixture.mined(setRules(fixture, artist, { supplyCap: 10n, maxPerWallet: 2n }));
    const events = parseEventLogs({ abi: wbe3MarketplaceAbi, logs: receipt.logs });
    expect(events.map((event) => event.eventName)).toEqual(["RulesManagerChanged", "DropRulesSet"]);
    expect(events[1]?.args).toEqual({
      listingId: LISTING,
      by: artist.address,
      supplyCap: 10n,
      maxPerWallet: 2n,
      allowlistRoot: zeroHash,
      presaleEnd: 0n,
    });
    const { marketplace } = fixture.contractsAs();
    expect(await marketplace.read.rulesManagerOf([LISTING])).toBe(artist.address);

    await expectRevert(setRules(fixture, stranger, { supplyCap: 1n }), "NotRulesManager", [LISTING, stranger.address]);
    await fixture.mined(setRules(fixture, owner, { supplyCap: 20n }));
    await fixture.mined(setRules(fixture, artist, { supplyCap: 30n }));
    expect(await marketplace.read.dropRulesOf([LISTING])).toEqual([30n, 0n, zeroHash, 0n]);
    expect(await marketplace.read.rulesManagerOf([LISTING])).toBe(artist.address);
  });

  it("lets the platform owner seed a listing's rules (it then manages them) and hand it to the artist", async () => {
    const fixture = chain();
    const { alice: artist, bob: stranger, deployer: owner } = fixture.accounts;
    await fixture.mined(setRules(fixture, owner, { supplyCap: 5n }));
    await expectRevert(setRules(fixture, stranger, { supplyCap: 1n }), "NotRulesManager", [LISTING, stranger.address]);
    await expectRevert(
      fixture.contractsAs(stranger).marketplace.write.setRulesManager([LISTING, stranger.address]),
      "OwnableUnauthorizedAccount",
      [stranger.address],
    );

    await fixture.mined(fixture.contractsAs(owner).marketplace.write.setRulesManager([LISTING, artist.address]));
    await fixture.mined(setRules(fixture, artist, { supplyCap: 7n }));
    expect(await fixture.contractsAs().marketplace.read.remainingOf([LISTING])).toBe(7n);
  });

  it("refuses a presale with a root but no end (or the reverse), and a cap below what is already sold", async () => {
    const fixture = chain();
    const { alice: artist, bob } = fixture.accounts;
    const root = id32("root");
    await expectRevert(setRules(fixture, artist, { allowlistRoot: root }), "InvalidPresale", [root, 0n]);
    await expectRevert(setRules(fixture, artist, { presaleEnd: 1n }), "InvalidPresale", [zeroHash, 1n]);

    await fixture.mined((await buy(fixture, bob, 3n)).send());
    await expectRevert(setRules(fixture, artist, { supplyCap: 2n }), "SupplyCapBelowSold", [LISTING, 3n]);
    await fixture.mined(setRules(fixture, artist, { supplyCap: 3n }));
    expect(await fixture.contractsAs().marketplace.read.remainingOf([LISTING])).toBe(0n);
  });

  it("keeps counters per listing: one listing's sales do not touch another's", async () => {
    const fixture = chain();
    const { alice: artist, bob } = fixture.accounts;
    await approveAndCheckout(
      fixture,
      bob,
      await quoteFor(fixture, bob.address, [newEdition(fixture, "a", artist.address, { quantity: 2n })]),
    );
    const { marketplace } = fixture.contractsAs();
    expect(await marketplace.read.soldOf([id32("a")])).toBe(2n);
    expect(await marketplace.read.soldOf([id32("b")])).toBe(0n);
    expect(await marketplace.read.boughtBy([id32("b"), bob.address])).toBe(0n);
  });
});
