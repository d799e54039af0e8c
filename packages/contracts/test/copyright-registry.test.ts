import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseEventLogs, zeroAddress, zeroHash, type Hex } from "viem";
import { copyrightCommitment } from "../src/copyright-commitment.ts";
import { copyrightRegistryAbi } from "../src/generated/CopyrightRegistry.ts";
import { useDeployedChain } from "./helpers/chain-fixture.ts";
import { inOneBlock, minedRevert, registryAs, saltOf, sha256, tip } from "./helpers/copyright.ts";
import { expectRevert } from "./helpers/expect-revert.ts";

const chain = useDeployedChain();
const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes): Hex => `0x${Buffer.from(bytes).toString("hex")}`);
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes): Hex => `0x${Buffer.from(bytes).toString("hex")}`);

describe("CopyrightRegistry", () => {
  it("is deployed with a day-long reveal window that opens one block after the commit", async () => {
    const fixture = chain();
    const registry = registryAs(fixture, fixture.accounts.alice);
    expect(await registry.read.MIN_REVEAL_DELAY_BLOCKS()).toBe(1n);
    expect(await registry.read.REVEAL_WINDOW_BLOCKS()).toBe(43_200n);
  });

  it("computes commitments exactly as copyrightCommitment does off chain", async () => {
    const registry = registryAs(chain(), chain().accounts.alice);
    await fc.assert(
      fc.asyncProperty(bytes32, address, bytes32, async (contentHash, registrant, salt) => {
        expect(await registry.read.commitmentOf([contentHash, registrant, salt])).toBe(copyrightCommitment(contentHash, registrant, salt));
      }),
      { numRuns: 30 },
    );
  });

  it("commits, then reveals: records registrant, block time and metadata URI, and spends the commitment", async () => {
    const fixture = chain();
    const { alice: author } = fixture.accounts;
    const registry = registryAs(fixture, author);
    const hash = sha256("my song.mp3 bytes");
    const salt = saltOf("author's salt");
    const commitment = copyrightCommitment(hash, author.address, salt);

    const committed = await fixture.mined(registry.write.commit([commitment]));
    const [commitEvent] = parseEventLogs({ abi: copyrightRegistryAbi, logs: committed.logs, eventName: "WorkCommitted" });
    expect(commitEvent?.args).toEqual({ registrant: author.address, commitment, blockNumber: committed.blockNumber });
    expect(await registry.read.commitBlockOf([author.address, commitment])).toBe(committed.blockNumber);
    expect(await registry.read.isRegistered([hash])).toBe(false);

    const revealed = await fixture.mined(registry.write.reveal([hash, salt, "ipfs://bafy-metadata"]));
    const block = await fixture.publicClient.getBlock({ blockNumber: revealed.blockNumber });
    const [event] = parseEventLogs({ abi: copyrightRegistryAbi, logs: revealed.logs, eventName: "WorkRegistered" });
    expect(event?.args).toEqual({
      contentHash: hash,
      registrant: author.address,
      metadataURI: "ipfs://bafy-metadata",
      timestamp: block.timestamp,
    });
    expect(await registry.read.registrationOf([hash])).toEqual([author.address, block.timestamp, "ipfs://bafy-metadata"]);
    expect(await registry.read.isRegistered([hash])).toBe(true);
    expect(await registry.read.commitBlockOf([author.address, commitment])).toBe(0n);
    await expectRevert(registry.write.reveal([hash, salt, "ipfs://again"]), "NoCommitment", [commitment]);
  });

  it("reports an unknown hash as unregistered with zero values", async () => {
    const registry = registryAs(chain(), chain().accounts.alice);
    const hash = sha256("never registered");
    expect(await registry.read.isRegistered([hash])).toBe(false);
    expect(await registry.read.registrationOf([hash])).toEqual([zeroAddress, 0n, ""]);
  });

  it("refuses a reveal nobody committed to, naming the commitment it looked for", async () => {
    const fixture = chain();
    const { alice } = fixture.accounts;
    const hash = sha256("uncommitted work");
    await expectRevert(registryAs(fixture, alice).write.reveal([hash, saltOf("s"), "ipfs://x"]), "NoCommitment", [
      copyrightCommitment(hash, alice.address, saltOf("s")),
    ]);
    expect(await registryAs(fixture, alice).read.isRegistered([hash])).toBe(false);
  });

  it("a watcher who copies the reveal into the same block, ahead of it, has no commitment; the author's reveal stands", async () => {
    const fixture = chain();
    const { alice: author, eve: watcher } = fixture.accounts;
    const hash = sha256("front-run me");
    const salt = saltOf("secret");
    const reveal = [hash, salt, "ipfs://author"] as const;
    await fixture.mined(registryAs(fixture, author).write.commit([copyrightCommitment(hash, author.address, salt)]));

    const [authorTx, watcherTx] = await inOneBlock(
      fixture,
      () => registryAs(fixture, author).write.reveal(reveal, tip(1n)),
      () => registryAs(fixture, watcher).write.reveal(reveal, tip(50n)),
    );

    const watcherReceipt = await fixture.publicClient.getTransactionReceipt({ hash: watcherTx });
    const authorReceipt = await fixture.publicClient.getTransactionReceipt({ hash: authorTx });
    expect([watcherReceipt.transactionIndex, authorReceipt.transactionIndex]).toEqual([0, 1]);
    expect(await minedRevert(fixture, watcherTx)).toEqual({
      errorName: "NoCommitment",
      args: [copyrightCommitment(hash, watcher.address, salt)],
    });
    expect(authorReceipt.status).toBe("success");
    expect((await registryAs(fixture, author).read.registrationOf([hash]))[0]).toBe(author.address);
  });

  it("a watcher who copies the commitment and then the reveal, each ahead of the author's, still cannot take the hash", async () => {
    const fixture = chain();
    const { alice: author, eve: watcher } = fixture.accounts;
    const hash = sha256("copied commitment");
    const salt = saltOf("secret");
    const commitment = copyrightCommitment(hash, author.address, salt);

    const [authorCommit, watcherCommit] = await inOneBlock(
      fixture,
      () => registryAs(fixture, author).write.commit([commitment], tip(1n)),
      () => registryAs(fixture, watcher).write.commit([commitment], tip(50n)),
    );
    // Commitments are kept per committer, so the copy neither takes nor delays the author's.
    const commitBlock = (await fixture.mined(authorCommit)).blockNumber;
    expect((await fixture.mined(watcherCommit)).transactionIndex).toBe(0);
    expect(await registryAs(fixture, author).read.commitBlockOf([author.address, commitment])).toBe(commitBlock);
    expect(await registryAs(fixture, author).read.commitBlockOf([watcher.address, commitment])).toBe(commitBlock);

    const reveal = [hash, salt, "ipfs://author"] as const;
    const [authorReveal, watcherReveal] = await inOneBlock(
      fixture,
      () => registryAs(fixture, author).write.reveal(reveal, tip(1n)),
      () => registryAs(fixture, watcher).write.reveal(reveal, tip(50n)),
    );
    expect((await minedRevert(fixture, watcherReveal)).errorName).toBe("NoCommitment");
    expect((await fixture.mined(authorReveal)).transactionIndex).toBe(1);
    expect((await registryAs(fixture, author).read.registrationOf([hash]))[0]).toBe(author.address);
  });

  it("the first reveal of a hash wins; a later one, by anyone, is refused naming the first registrant and time", async () => {
    const fixture = chain();
    const { alice: first, bob: second } = fixture.accounts;
    const hash = sha256("contested work");
    const commits = [
      [first, saltOf("first")],
      [second, saltOf("second")],
      [first, saltOf("first, again")],
    ] as const;
    for (const [account, salt] of commits) {
      await fixture.mined(registryAs(fixture, account).write.commit([copyrightCommitment(hash, account.address, salt)]));
    }

    const receipt = await fixture.mined(registryAs(fixture, first).write.reveal([hash, saltOf("first"), "ipfs://first"]));
    const { timestamp } = await fixture.publicClient.getBlock({ blockNumber: receipt.blockNumber });

    const refusal = [hash, first.address, timestamp];
    await expectRevert(registryAs(fixture, second).write.reveal([hash, saltOf("second"), "ipfs://second"]), "AlreadyRegistered", refusal);
    await expectRevert(
      registryAs(fixture, first).write.reveal([hash, saltOf("first, again"), "ipfs://again"]),
      "AlreadyRegistered",
      refusal,
    );
    expect(await registryAs(fixture, second).read.registrationOf([hash])).toEqual([first.address, timestamp, "ipfs://first"]);
  });

  it("rejects the zero hash and an empty metadata URI, even when committed to", async () => {
    const fixture = chain();
    const { alice } = fixture.accounts;
    const registry = registryAs(fixture, alice);
    const salt = saltOf("s");
    await fixture.mined(registry.write.commit([copyrightCommitment(zeroHash, alice.address, salt)]));
    await fixture.mined(registry.write.commit([copyrightCommitment(sha256("x"), alice.address, salt)]));

    await expectRevert(registry.write.reveal([zeroHash, salt, "ipfs://x"]), "ZeroContentHash");
    await expectRevert(registry.write.reveal([sha256("x"), salt, ""]), "EmptyMetadataURI");
    expect(await registry.read.isRegistered([zeroHash])).toBe(false);
    expect(await registry.read.isRegistered([sha256("x")])).toBe(false);
  });
});
