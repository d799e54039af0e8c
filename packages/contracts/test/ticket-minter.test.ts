import { describe, expect, it } from "vitest";
import { parseEventLogs, zeroAddress } from "viem";
import { ticketNFTAbi } from "../src/generated/TicketNFT.ts";
import { useDeployedChain } from "./helpers/chain-fixture.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import { MINT_FEE } from "./helpers/marketplace.ts";

const KIND_EDITION = 2;
const chain = useDeployedChain();

describe("TicketNFT minters", () => {
  it("lets only the owner grant and revoke the minter role, with MinterChanged", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice: minter, bob: stranger } = accounts;
    await expectRevert(contractsAs(stranger).ticket.write.setMinter([stranger.address, true]), "OwnableUnauthorizedAccount", [
      stranger.address,
    ]);
    const { ticket } = contractsAs();
    const receipt = await mined(ticket.write.setMinter([minter.address, true]));
    const [event] = parseEventLogs({ abi: ticketNFTAbi, logs: receipt.logs, eventName: "MinterChanged" });
    expect(event?.args).toEqual({ account: minter.address, allowed: true });
    expect(await ticket.read.isMinter([minter.address])).toBe(true);

    await mined(ticket.write.setMinter([minter.address, false]));
    await expectRevert(contractsAs(minter).ticket.write.createEdition([minter.address, 1n, "ipfs://x", minter.address, 0n]), "NotMinter", [
      minter.address,
    ]);
  });

  it("creates an edition for an artist without the ETH fee: royalty to the artist, EditionCreated, not EditionMinted", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice: minter, bob: artist, carol: fan } = accounts;
    await mined(contractsAs().ticket.write.setMinter([minter.address, true]));
    const { ticket } = contractsAs(minter);

    const receipt = await mined(ticket.write.createEdition([fan.address, 2n, "ipfs://work", artist.address, 750n]));

    const [event] = parseEventLogs({ abi: ticketNFTAbi, logs: receipt.logs, eventName: "EditionCreated" });
    expect(event?.args).toEqual({ id: 1n, minter: minter.address, creator: artist.address, uri: "ipfs://work", royaltyBps: 750n });
    expect(parseEventLogs({ abi: ticketNFTAbi, logs: receipt.logs, eventName: "EditionMinted" })).toEqual([]);
    expect(await ticket.read.balanceOf([fan.address, 1n])).toBe(2n);
    expect(await ticket.read.kindOf([1n])).toBe(KIND_EDITION);
    expect(await ticket.read.minterOf([1n])).toBe(minter.address);
    expect(await ticket.read.royaltyInfo([1n, 10_000n])).toEqual([artist.address, 750n]);
    expect(await ticket.read.uri([1n])).toBe("ipfs://work");
  });

  it("mints more only of ids the same minter created, never zero copies, over the royalty cap or a royalty to nobody", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice: minter, bob: otherMinter, carol: fan } = accounts;
    const { ticket: asOwner } = contractsAs();
    await mined(asOwner.write.setMinter([minter.address, true]));
    await mined(asOwner.write.setMinter([otherMinter.address, true]));
    const { ticket } = contractsAs(minter);
    await mined(ticket.write.createEdition([fan.address, 1n, "ipfs://a", minter.address, 0n]));
    await mined(contractsAs(fan).ticket.write.mintEdition([fan.address, 1n, "ipfs://public", 0n], { value: MINT_FEE }));

    await mined(ticket.write.mintMore([fan.address, 1n, 4n]));
    expect(await ticket.read.totalSupply([1n])).toBe(5n);
    // A zero royalty is not stored: nobody to pay.
    expect(await ticket.read.royaltyInfo([1n, 10_000n])).toEqual([zeroAddress, 0n]);
    await expectRevert(contractsAs(otherMinter).ticket.write.mintMore([fan.address, 1n, 1n]), "NotMinterOf", [1n, otherMinter.address]);
    await expectRevert(ticket.write.mintMore([fan.address, 2n, 1n]), "NotMinterOf", [2n, minter.address]);
    await expectRevert(ticket.write.mintMore([fan.address, 1n, 0n]), "ZeroAmount");
    await expectRevert(ticket.write.createEdition([fan.address, 0n, "ipfs://b", minter.address, 0n]), "ZeroAmount");
    await expectRevert(ticket.write.createEdition([fan.address, 1n, "ipfs://b", minter.address, 5001n]), "RoyaltyTooHigh", [5001n, 5000n]);
    await expectRevert(ticket.write.createEdition([fan.address, 1n, "ipfs://b", zeroAddress, 100n]), "ERC2981InvalidTokenRoyaltyReceiver", [
      3n,
      zeroAddress,
    ]);
  });
});
