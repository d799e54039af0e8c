import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseEventLogs, zeroAddress, zeroHash, type Hex } from "viem";
import { copyrightRegistryAbi } from "../src/generated/CopyrightRegistry.ts";
import { useDeployedChain } from "./helpers/chain-fixture.ts";
import { expectRevert } from "./helpers/expect-revert.ts";

const chain = useDeployedChain();
const sha256 = (text: string): Hex => `0x${createHash("sha256").update(text).digest("hex")}`;

describe("CopyrightRegistry", () => {
  it("records registrant, block time and metadata URI, and emits WorkRegistered", async () => {
    const { accounts, contractsAs, mined, publicClient } = chain();
    const { alice: author } = accounts;
    const { registry } = contractsAs(author);
    const hash = sha256("my song.mp3 bytes");

    const receipt = await mined(registry.write.register([hash, "ipfs://bafy-metadata"]));
    const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber });

    const [event] = parseEventLogs({ abi: copyrightRegistryAbi, logs: receipt.logs, eventName: "WorkRegistered" });
    expect(event?.args).toEqual({
      contentHash: hash,
      registrant: author.address,
      metadataURI: "ipfs://bafy-metadata",
      timestamp: block.timestamp,
    });
    expect(await registry.read.registrationOf([hash])).toEqual([author.address, block.timestamp, "ipfs://bafy-metadata"]);
    expect(await registry.read.isRegistered([hash])).toBe(true);
  });

  it("reports an unknown hash as unregistered with zero values", async () => {
    const { registry } = chain().contractsAs();
    const hash = sha256("never registered");
    expect(await registry.read.isRegistered([hash])).toBe(false);
    expect(await registry.read.registrationOf([hash])).toEqual([zeroAddress, 0n, ""]);
  });

  it("refuses a second registration of the same hash, by anyone, naming the first registrant", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice: first, bob: second } = accounts;
    const hash = sha256("contested work");
    await mined(contractsAs(first).registry.write.register([hash, "ipfs://first"]));

    await expectRevert(contractsAs(second).registry.write.register([hash, "ipfs://second"]), "AlreadyRegistered", [hash, first.address]);
    await expectRevert(contractsAs(first).registry.write.register([hash, "ipfs://again"]), "AlreadyRegistered", [hash, first.address]);
    expect((await contractsAs().registry.read.registrationOf([hash]))[2]).toBe("ipfs://first");
  });

  it("rejects the zero hash and an empty metadata URI", async () => {
    const { registry } = chain().contractsAs();
    await expectRevert(registry.write.register([zeroHash, "ipfs://x"]), "ZeroContentHash");
    await expectRevert(registry.write.register([sha256("x"), ""]), "EmptyMetadataURI");
  });
});
