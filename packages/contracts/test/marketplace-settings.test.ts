import { describe, expect, it } from "vitest";
import { parseEther, parseEventLogs, zeroAddress } from "viem";
import { DEFAULT_PLATFORM_FEE_BPS } from "../src/deploy.ts";
import { wbe3MarketplaceAbi } from "../src/generated/WBE3Marketplace.ts";
import { useDeployedChain } from "./helpers/chain-fixture.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import { approveAndCheckout, balancesOf, deltas, newEdition, noProofs, quoteFor, signQuote } from "./helpers/marketplace.ts";

const chain = useDeployedChain();

describe("WBE3Marketplace settings", () => {
  it("starts with the documented fee, the deployer as fee recipient and dev account 9 as signer; TicketNFT lists it as minter", async () => {
    const fixture = chain();
    const { marketplace, ticket } = fixture.contractsAs();
    expect(await marketplace.read.platformFeeBps()).toBe(DEFAULT_PLATFORM_FEE_BPS);
    expect(await marketplace.read.feeRecipient()).toBe(fixture.accounts.deployer.address);
    expect(await marketplace.read.platformSigner()).toBe(fixture.accounts.platformSigner.address);
    expect(await marketplace.read.token()).toBe(fixture.deployment.WBE3Token);
    expect(await marketplace.read.owner()).toBe(fixture.accounts.deployer.address);
    expect(await ticket.read.isMinter([marketplace.address])).toBe(true);
  });

  it("lets only the owner change the fee (capped at 10 %, with PlatformFeeChanged) and applies it to the next order", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer, carol: other, deployer: feeRecipient } = fixture.accounts;
    const { marketplace } = fixture.contractsAs();
    await expectRevert(fixture.contractsAs(other).marketplace.write.setPlatformFee([0]), "OwnableUnauthorizedAccount", [other.address]);
    await expectRevert(marketplace.write.setPlatformFee([1001]), "PlatformFeeTooHigh", [1001, 1000]);

    const receipt = await fixture.mined(marketplace.write.setPlatformFee([1000]));
    const [event] = parseEventLogs({ abi: wbe3MarketplaceAbi, logs: receipt.logs, eventName: "PlatformFeeChanged" });
    expect(event?.args).toEqual({ oldBps: 250, newBps: 1000 });

    const before = await balancesOf(fixture, [feeRecipient.address, artist.address]);
    await approveAndCheckout(fixture, buyer, await quoteFor(fixture, buyer.address, [newEdition(fixture, "fee", artist.address)]));
    const changes = deltas(before, await balancesOf(fixture, [feeRecipient.address, artist.address]));
    expect(changes.get(feeRecipient.address)).toBe(parseEther("1"));
    expect(changes.get(artist.address)).toBe(parseEther("9"));
  });

  it("lets only the owner change the signer and the fee recipient, never to the zero address", async () => {
    const fixture = chain();
    const { alice: other, bob: newSigner } = fixture.accounts;
    const { marketplace } = fixture.contractsAs();
    const asOther = fixture.contractsAs(other).marketplace;
    await expectRevert(asOther.write.setPlatformSigner([other.address]), "OwnableUnauthorizedAccount", [other.address]);
    await expectRevert(asOther.write.setFeeRecipient([other.address]), "OwnableUnauthorizedAccount", [other.address]);
    await expectRevert(marketplace.write.setPlatformSigner([zeroAddress]), "ZeroSigner");
    await expectRevert(marketplace.write.setFeeRecipient([zeroAddress]), "ZeroFeeRecipient");

    const receipt = await fixture.mined(marketplace.write.setPlatformSigner([newSigner.address]));
    const [event] = parseEventLogs({ abi: wbe3MarketplaceAbi, logs: receipt.logs, eventName: "PlatformSignerChanged" });
    expect(event?.args).toEqual({ oldSigner: fixture.accounts.platformSigner.address, newSigner: newSigner.address });
    await fixture.mined(marketplace.write.setFeeRecipient([other.address]));
    expect(await marketplace.read.feeRecipient()).toBe(other.address);
  });

  it("refuses checkouts while the owner has it paused", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer, carol: other } = fixture.accounts;
    const { marketplace } = fixture.contractsAs();
    await expectRevert(fixture.contractsAs(other).marketplace.write.pause(), "OwnableUnauthorizedAccount", [other.address]);
    await fixture.mined(marketplace.write.pause());
    const quote = await quoteFor(fixture, buyer.address, [newEdition(fixture, "paused", artist.address)]);
    await expectRevert(
      fixture.contractsAs(buyer).marketplace.write.checkout([quote, await signQuote(fixture, quote), noProofs(quote)]),
      "EnforcedPause",
    );
    await fixture.mined(marketplace.write.unpause());
    await approveAndCheckout(fixture, buyer, quote);
  });
});
