import { describe, expect, it } from "vitest";
import { decodeErrorResult, getAddress, getContract, parseEther, parseEventLogs, zeroAddress, type Address } from "viem";
import type { HDAccount } from "viem/accounts";
import { trackNFTAbi } from "../src/generated/TrackNFT.ts";
import { reentrantTreasuryAbi, reentrantTreasuryBytecode } from "../src/generated/test/ReentrantTreasury.ts";
import { useDeployedChain, type ChainFixture } from "./helpers/chain-fixture.ts";
import { defined } from "./helpers/defined.ts";
import { expectRevert } from "./helpers/expect-revert.ts";

const FEE = parseEther("0.001");
const chain = useDeployedChain();

// Both fee contracts inherit FeeCollector, whose functions, events and errors are identical in
// either ABI; TrackNFT's serves as the fee interface of both.
const feeContracts = [
  {
    name: "TrackNFT",
    mintOne: (fixture: ChainFixture, minter: HDAccount) =>
      fixture.mined(fixture.contractsAs(minter).track.write.mintTrack(["ipfs://x"], { value: FEE })),
  },
  {
    name: "TicketNFT",
    mintOne: (fixture: ChainFixture, minter: HDAccount) =>
      fixture.mined(fixture.contractsAs(minter).ticket.write.mintTicket([minter.address, 1n, "ipfs://x"], { value: FEE })),
  },
] as const;

async function deployHostileTreasury(fixture: ChainFixture, target: Address) {
  const { wallet } = fixture.contractsAs();
  const receipt = await fixture.mined(wallet.deployContract({ abi: reentrantTreasuryAbi, bytecode: reentrantTreasuryBytecode, args: [] }));
  const address = getAddress(defined(receipt.contractAddress, "treasury address"));
  const treasury = getContract({ address, abi: reentrantTreasuryAbi, client: { public: fixture.publicClient, wallet } });
  await fixture.mined(treasury.write.setTarget([target]));
  return treasury;
}

describe.each(feeContracts)("$name fees", ({ name, mintOne }) => {
  const feesOf = (fixture: ChainFixture, as: HDAccount = fixture.accounts.deployer) =>
    getContract({
      address: fixture.deployment[name],
      abi: trackNFTAbi,
      client: { public: fixture.publicClient, wallet: fixture.contractsAs(as).wallet },
    });
  const balanceOf = (fixture: ChainFixture, address: Address) => fixture.publicClient.getBalance({ address });

  it("accrue in the contract and go to the treasury when the owner withdraws", async () => {
    const fixture = chain();
    const { alice: minter, carol: treasury } = fixture.accounts;
    const fees = feesOf(fixture);
    await fixture.mined(fees.write.setTreasury([treasury.address]));
    await mintOne(fixture, minter);
    await mintOne(fixture, minter);
    expect(await balanceOf(fixture, fees.address)).toBe(FEE * 2n);

    const before = await balanceOf(fixture, treasury.address);
    const receipt = await fixture.mined(fees.write.withdrawFees());

    const [event] = parseEventLogs({ abi: trackNFTAbi, logs: receipt.logs, eventName: "FeesWithdrawn" });
    expect(event?.args).toEqual({ treasury: treasury.address, amount: FEE * 2n });
    expect(await balanceOf(fixture, treasury.address)).toBe(before + FEE * 2n);
    expect(await balanceOf(fixture, fees.address)).toBe(0n);
  });

  it("may be withdrawn by the treasury itself, but by nobody else", async () => {
    const fixture = chain();
    const { alice: minter, bob: stranger, carol: treasury } = fixture.accounts;
    await fixture.mined(feesOf(fixture).write.setTreasury([treasury.address]));
    await mintOne(fixture, minter);

    await expectRevert(feesOf(fixture, stranger).write.withdrawFees(), "NotOwnerOrTreasury", [stranger.address]);
    await expectRevert(feesOf(fixture, minter).write.withdrawFees(), "NotOwnerOrTreasury", [minter.address]);
    await fixture.mined(feesOf(fixture, treasury).write.withdrawFees());
    expect(await balanceOf(fixture, fixture.deployment[name])).toBe(0n);
  });

  it("reverts with NoFeesToWithdraw when nothing has accrued", async () => {
    const fixture = chain();
    await expectRevert(feesOf(fixture).write.withdrawFees(), "NoFeesToWithdraw");
  });

  it("lets only the owner change the treasury, never to the zero address, with TreasuryChanged", async () => {
    const fixture = chain();
    const { deployer: owner, alice: other } = fixture.accounts;
    const fees = feesOf(fixture);
    expect(await fees.read.treasury()).toBe(owner.address);
    await expectRevert(feesOf(fixture, other).write.setTreasury([other.address]), "OwnableUnauthorizedAccount", [other.address]);
    await expectRevert(fees.write.setTreasury([zeroAddress]), "ZeroTreasury");

    const receipt = await fixture.mined(fees.write.setTreasury([other.address]));
    const [event] = parseEventLogs({ abi: trackNFTAbi, logs: receipt.logs, eventName: "TreasuryChanged" });
    expect(event?.args).toEqual({ oldTreasury: owner.address, newTreasury: other.address });
    expect(await fees.read.treasury()).toBe(other.address);
  });

  it("cannot be withdrawn twice by a treasury that re-enters withdrawFees from its receive hook", async () => {
    const fixture = chain();
    const fees = feesOf(fixture);
    const attacker = await deployHostileTreasury(fixture, fees.address);
    await fixture.mined(fees.write.setTreasury([attacker.address]));
    await mintOne(fixture, fixture.accounts.alice);
    await mintOne(fixture, fixture.accounts.alice);

    await fixture.mined(attacker.write.withdraw());

    expect(await attacker.read.reentryAttempts()).toBe(1n);
    expect(await attacker.read.reentrySucceeded()).toBe(false);
    const reason = decodeErrorResult({ abi: trackNFTAbi, data: await attacker.read.lastReentryError() });
    expect(reason.errorName).toBe("ReentrancyGuardReentrantCall");
    expect(await balanceOf(fixture, attacker.address)).toBe(FEE * 2n);
    expect(await balanceOf(fixture, fees.address)).toBe(0n);
  });

  it("keep minting working while the treasury refuses ETH, and recover once the owner switches treasury", async () => {
    const fixture = chain();
    const fees = feesOf(fixture);
    const refusing = await deployHostileTreasury(fixture, fees.address);
    await fixture.mined(refusing.write.setRejectPayments([true]));
    await fixture.mined(fees.write.setTreasury([refusing.address]));
    await mintOne(fixture, fixture.accounts.alice);

    await expectRevert(fees.write.withdrawFees(), "FeeTransferFailed", [refusing.address, FEE]);
    await mintOne(fixture, fixture.accounts.alice);
    expect(await balanceOf(fixture, fees.address)).toBe(FEE * 2n);

    await fixture.mined(fees.write.setTreasury([fixture.accounts.deployer.address]));
    await fixture.mined(fees.write.withdrawFees());
    expect(await balanceOf(fixture, fees.address)).toBe(0n);
  });

  it("transfers ownership in two steps (Ownable2Step)", async () => {
    const fixture = chain();
    const { deployer: owner, alice: next, bob: stranger } = fixture.accounts;
    const fees = feesOf(fixture);
    await fixture.mined(fees.write.transferOwnership([next.address]));
    expect(await fees.read.owner()).toBe(owner.address);
    expect(await fees.read.pendingOwner()).toBe(next.address);
    await expectRevert(feesOf(fixture, stranger).write.acceptOwnership(), "OwnableUnauthorizedAccount", [stranger.address]);

    await fixture.mined(feesOf(fixture, next).write.acceptOwnership());
    expect(await fees.read.owner()).toBe(next.address);
    await expectRevert(fees.write.setMintFee([1n]), "OwnableUnauthorizedAccount", [owner.address]);
  });
});
