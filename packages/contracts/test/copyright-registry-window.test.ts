import { describe, expect, it } from "vitest";
import { BaseError, decodeErrorResult, encodeDeployData, parseEventLogs, type Address, type Hex } from "viem";
import { copyrightCommitment } from "../src/copyright-commitment.ts";
import { copyrightRegistryAbi, copyrightRegistryBytecode } from "../src/generated/CopyrightRegistry.ts";
import { useDeployedChain, type ChainFixture } from "./helpers/chain-fixture.ts";
import { deployRegistry, inOneBlock, minedRevert, REGISTRY_GAS, registryAs, saltOf, sha256 } from "./helpers/copyright.ts";
import { expectRevert } from "./helpers/expect-revert.ts";

const chain = useDeployedChain();
const WINDOW = 3n;
const hash = sha256("timed work");
const salt = saltOf("salt");

/** A short-window registry and alice's commitment to `hash` in it, with the block it landed in. */
async function committed(fixture: ChainFixture): Promise<{ address: Address; commitment: Hex; commitBlock: bigint }> {
  const address = await deployRegistry(fixture, WINDOW);
  const { alice } = fixture.accounts;
  const commitment = copyrightCommitment(hash, alice.address, salt);
  const receipt = await fixture.mined(registryAs(fixture, alice, address).write.commit([commitment]));
  return { address, commitment, commitBlock: receipt.blockNumber };
}

/** Mines empty blocks until the next transaction lands in block `target`. */
async function nextBlockIs(fixture: ChainFixture, target: bigint): Promise<void> {
  const blocks = target - 1n - (await fixture.publicClient.getBlockNumber({ cacheTime: 0 }));
  if (blocks > 0n) await fixture.testClient.mine({ blocks: Number(blocks) });
}

describe("CopyrightRegistry reveal window", () => {
  it("refuses a reveal in the commit's own block", async () => {
    const fixture = chain();
    const { alice } = fixture.accounts;
    const address = await deployRegistry(fixture, WINDOW);
    const registry = registryAs(fixture, alice, address);

    const [commitTx, revealTx] = await inOneBlock(
      fixture,
      () => registry.write.commit([copyrightCommitment(hash, alice.address, salt)], { gas: REGISTRY_GAS }),
      () => registry.write.reveal([hash, salt, "ipfs://x"], { gas: REGISTRY_GAS }),
    );

    const { blockNumber } = await fixture.mined(commitTx);
    expect(await minedRevert(fixture, revealTx)).toEqual({ errorName: "RevealTooEarly", args: [blockNumber, blockNumber] });
    expect(await registry.read.isRegistered([hash])).toBe(false);
    // The commitment survives the early reveal and opens in the next block.
    await fixture.mined(registry.write.reveal([hash, salt, "ipfs://x"]));
  });

  it("accepts a reveal in the window's last block", async () => {
    const fixture = chain();
    const { address, commitBlock } = await committed(fixture);
    await nextBlockIs(fixture, commitBlock + WINDOW);

    const receipt = await fixture.mined(registryAs(fixture, fixture.accounts.alice, address).write.reveal([hash, salt, "ipfs://x"]));
    expect(receipt.blockNumber).toBe(commitBlock + WINDOW);
  });

  it("refuses a reveal after the window, naming the commit block and the reveal's", async () => {
    const fixture = chain();
    const { address, commitBlock } = await committed(fixture);
    await nextBlockIs(fixture, commitBlock + WINDOW + 1n);

    const registry = registryAs(fixture, fixture.accounts.alice, address);
    await expectRevert(registry.write.reveal([hash, salt, "ipfs://x"]), "RevealTooLate", [commitBlock, commitBlock + WINDOW + 1n]);
    expect(await registry.read.isRegistered([hash])).toBe(false);
  });

  it("refuses to commit again while the commitment can be revealed, and restarts it once expired", async () => {
    const fixture = chain();
    const { address, commitment, commitBlock } = await committed(fixture);
    const registry = registryAs(fixture, fixture.accounts.alice, address);

    await expectRevert(registry.write.commit([commitment]), "CommitmentPending", [commitment, commitBlock]);
    await nextBlockIs(fixture, commitBlock + WINDOW);
    await expectRevert(registry.write.commit([commitment]), "CommitmentPending", [commitment, commitBlock]);
    await fixture.testClient.mine({ blocks: 1 });

    const receipt = await fixture.mined(registry.write.commit([commitment]));
    const [event] = parseEventLogs({ abi: copyrightRegistryAbi, logs: receipt.logs, eventName: "WorkCommitted" });
    expect(event?.args.blockNumber).toBe(commitBlock + WINDOW + 1n);
    expect(await registry.read.commitBlockOf([fixture.accounts.alice.address, commitment])).toBe(receipt.blockNumber);
    // The restarted window runs from the new commit: a reveal past the old one's end is accepted.
    await nextBlockIs(fixture, receipt.blockNumber + WINDOW);
    await fixture.mined(registry.write.reveal([hash, salt, "ipfs://x"]));
  });

  it("cannot be deployed with a window shorter than the reveal delay", async () => {
    const fixture = chain();
    const refusal = await fixture.publicClient
      .call({
        account: fixture.accounts.deployer,
        data: encodeDeployData({ abi: copyrightRegistryAbi, bytecode: copyrightRegistryBytecode, args: [0n] }),
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refusal).toBeInstanceOf(BaseError);
    const cause = (refusal as BaseError).walk((e) => typeof (e as { data?: unknown }).data === "string") as { data: Hex } | null;
    const decoded = decodeErrorResult({ abi: copyrightRegistryAbi, data: cause?.data ?? "0x" });
    expect([decoded.errorName, decoded.args]).toEqual(["RevealWindowTooShort", [0n, 1n]]);
    // One block, the reveal delay itself, is the shortest window allowed.
    const address = await deployRegistry(fixture, 1n);
    expect(await registryAs(fixture, fixture.accounts.alice, address).read.REVEAL_WINDOW_BLOCKS()).toBe(1n);
  });
});
