import { describe, expect, it } from "vitest";
import { parseEther, parseEventLogs, zeroAddress } from "viem";
import { trackNFTAbi } from "../src/generated/TrackNFT.ts";
import { useDeployedChain } from "./helpers/chain-fixture.ts";
import { expectRevert } from "./helpers/expect-revert.ts";

const FEE = parseEther("0.001");
const chain = useDeployedChain();
const byId = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

describe("TrackNFT minting", () => {
  it("mints to the caller for exactly the fee, with ids from 1, the URI and a TrackMinted event", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice } = accounts;
    const { track } = contractsAs(alice);

    const receipt = await mined(track.write.mintTrack(["ipfs://track-1"], { value: FEE }));
    await mined(track.write.mintTrack(["ipfs://track-2"], { value: FEE }));

    const [event] = parseEventLogs({ abi: trackNFTAbi, logs: receipt.logs, eventName: "TrackMinted" });
    expect(event?.args).toEqual({ tokenId: 1n, minter: alice.address, tokenURI: "ipfs://track-1", royaltyBps: 1000n });
    expect(await track.read.ownerOf([1n])).toBe(alice.address);
    expect(await track.read.tokenURI([1n])).toBe("ipfs://track-1");
    expect(await track.read.tokenURI([2n])).toBe("ipfs://track-2");
    expect(await track.read.balanceOf([alice.address])).toBe(2n);
    expect(await track.read.totalSupply()).toBe(2n);
  });

  it("returns the new token id from both mint functions", async () => {
    const { accounts, contractsAs } = chain();
    const { track } = contractsAs(accounts.alice);
    const plain = await track.simulate.mintTrack(["ipfs://x"], { value: FEE, account: accounts.alice });
    expect(plain.result).toBe(1n);
    const withRoyalty = await track.simulate.mintTrackWithRoyalty(["ipfs://x", 0n], { value: FEE, account: accounts.alice });
    expect(withRoyalty.result).toBe(1n);
  });

  it.each([
    ["less than the fee", FEE - 1n],
    ["more than the fee", FEE + 1n],
    ["nothing", 0n],
  ])("reverts with WrongFee when paying %s", async (_label, value) => {
    const { accounts, contractsAs } = chain();
    const { track } = contractsAs(accounts.alice);
    await expectRevert(track.write.mintTrack(["ipfs://x"], { value }), "WrongFee", [FEE, value]);
    await expectRevert(track.write.mintTrackWithRoyalty(["ipfs://x", 500n], { value }), "WrongFee", [FEE, value]);
  });

  it("uses a changed fee exactly, emits MintFeeChanged, and only the owner may change it", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { track } = contractsAs();
    const newFee = parseEther("0.002");

    const receipt = await mined(track.write.setMintFee([newFee]));
    const [event] = parseEventLogs({ abi: trackNFTAbi, logs: receipt.logs, eventName: "MintFeeChanged" });
    expect(event?.args).toEqual({ oldFee: FEE, newFee });
    expect(await track.read.mintFee()).toBe(newFee);

    const asFan = contractsAs(accounts.bob).track;
    await expectRevert(asFan.write.mintTrack(["ipfs://x"], { value: FEE }), "WrongFee", [newFee, FEE]);
    await mined(asFan.write.mintTrack(["ipfs://x"], { value: newFee }));
    await expectRevert(asFan.write.setMintFee([0n]), "OwnableUnauthorizedAccount", [accounts.bob.address]);
  });
});

describe("TrackNFT royalties", () => {
  it("defaults to 10 % to the minter for mintTrack", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { track } = contractsAs(accounts.alice);
    await mined(track.write.mintTrack(["ipfs://x"], { value: FEE }));
    expect(await track.read.royaltyInfo([1n, 10_000n])).toEqual([accounts.alice.address, 1_000n]);
    expect(await track.read.DEFAULT_ROYALTY_BPS()).toBe(1000n);
  });

  it.each([0n, 1n, 4_999n, 5_000n])("accepts %i basis points and reports them through royaltyInfo", async (bps) => {
    const { accounts, contractsAs, mined } = chain();
    const { track } = contractsAs(accounts.alice);
    const receipt = await mined(track.write.mintTrackWithRoyalty(["ipfs://x", bps], { value: FEE }));
    const [event] = parseEventLogs({ abi: trackNFTAbi, logs: receipt.logs, eventName: "TrackMinted" });
    expect(event?.args.royaltyBps).toBe(bps);
    const salePrice = parseEther("1");
    expect(await track.read.royaltyInfo([1n, salePrice])).toEqual([accounts.alice.address, (salePrice * bps) / 10_000n]);
  });

  it("rejects more than 50 %", async () => {
    const { accounts, contractsAs } = chain();
    const { track } = contractsAs(accounts.alice);
    expect(await track.read.MAX_ROYALTY_BPS()).toBe(5000n);
    await expectRevert(track.write.mintTrackWithRoyalty(["ipfs://x", 5_001n], { value: FEE }), "RoyaltyTooHigh", [5001n, 5000n]);
  });

  it("keeps the royalty with the minter after a transfer and clears it on burn", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice, bob } = accounts;
    const { track } = contractsAs(alice);
    await mined(track.write.mintTrackWithRoyalty(["ipfs://x", 250n], { value: FEE }));
    await mined(track.write.transferFrom([alice.address, bob.address, 1n]));
    expect(await track.read.royaltyInfo([1n, 10_000n])).toEqual([alice.address, 250n]);

    await mined(contractsAs(bob).track.write.burn([1n]));
    expect(await track.read.royaltyInfo([1n, 10_000n])).toEqual([zeroAddress, 0n]);
  });
});

describe("TrackNFT enumeration", () => {
  it("tracks tokenOfOwnerByIndex, balanceOf and tokenURI through transfers", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice, bob } = accounts;
    const { track } = contractsAs(alice);
    for (const uri of ["ipfs://a", "ipfs://b", "ipfs://c"]) await mined(track.write.mintTrack([uri], { value: FEE }));

    await mined(track.write.safeTransferFrom([alice.address, bob.address, 1n]));

    expect(await track.read.balanceOf([alice.address])).toBe(2n);
    expect(await track.read.balanceOf([bob.address])).toBe(1n);
    const aliceTokens = [
      await track.read.tokenOfOwnerByIndex([alice.address, 0n]),
      await track.read.tokenOfOwnerByIndex([alice.address, 1n]),
    ];
    expect(aliceTokens.sort(byId)).toEqual([2n, 3n]);
    expect(await track.read.tokenOfOwnerByIndex([bob.address, 0n])).toBe(1n);
    expect(await track.read.tokenURI([1n])).toBe("ipfs://a");
    await expectRevert(track.read.tokenOfOwnerByIndex([bob.address, 1n]), "ERC721OutOfBoundsIndex", [bob.address, 1n]);
    const everyToken = [await track.read.tokenByIndex([0n]), await track.read.tokenByIndex([1n]), await track.read.tokenByIndex([2n])];
    expect(everyToken.sort(byId)).toEqual([1n, 2n, 3n]);
  });

  it("lets only the holder (or an approved operator) burn, and forgets the burned token", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice, bob } = accounts;
    const { track } = contractsAs(alice);
    await mined(track.write.mintTrack(["ipfs://a"], { value: FEE }));

    await expectRevert(contractsAs(bob).track.write.burn([1n]), "ERC721InsufficientApproval", [bob.address, 1n]);
    await mined(track.write.approve([bob.address, 1n]));
    await mined(contractsAs(bob).track.write.burn([1n]));

    expect(await track.read.totalSupply()).toBe(0n);
    expect(await track.read.balanceOf([alice.address])).toBe(0n);
    await expectRevert(track.read.tokenURI([1n]), "ERC721NonexistentToken", [1n]);
  });
});

describe("TrackNFT metadata and interfaces", () => {
  it("has a name, symbol and the deploy-time fee", async () => {
    const { track } = chain().contractsAs();
    expect(await track.read.name()).toBe("WBE3 Tracks");
    expect(await track.read.symbol()).toBe("WBE3TRACK");
    expect(await track.read.mintFee()).toBe(FEE);
    expect(await track.read.INITIAL_MINT_FEE()).toBe(FEE);
  });

  it.each([
    ["ERC-165", "0x01ffc9a7", true],
    ["ERC-721", "0x80ac58cd", true],
    ["ERC-721 Metadata", "0x5b5e139f", true],
    ["ERC-721 Enumerable", "0x780e9d63", true],
    ["ERC-2981", "0x2a55205a", true],
    ["ERC-4906", "0x49064906", true],
    ["ERC-1155", "0xd9b67a26", false],
    ["invalid", "0xffffffff", false],
  ] as const)("supportsInterface(%s %s) is %s", async (_name, id, expected) => {
    const { track } = chain().contractsAs();
    expect(await track.read.supportsInterface([id])).toBe(expected);
  });
});
