import fc from "fast-check";
import { expect, it } from "vitest";
import { zeroAddress, type Address, type Hex } from "viem";
import type { HDAccount } from "viem/accounts";
import { copyrightCommitment } from "../src/copyright-commitment.ts";
import { useDeployedChain, type ChainFixture } from "./helpers/chain-fixture.ts";
import { deployRegistry, registryAs, saltOf, sha256 } from "./helpers/copyright.ts";
import { defined } from "./helpers/defined.ts";
import { expectRevert } from "./helpers/expect-revert.ts";

const WINDOW = 4;
const HASHES = [sha256("work A"), sha256("work B")];
const SALTS = [saltOf("salt 0"), saltOf("salt 1")];
const chain = useDeployedChain();

interface Owner {
  registrant: Address;
  registeredAt: bigint;
  metadataURI: string;
}

/** Live commitments (by actor, hash and salt: their block) and, per hash, its first revealer. */
interface Model {
  commitments: Map<string, bigint>;
  owners: Map<Hex, Owner>;
}

interface Real {
  fixture: ChainFixture;
  actors: HDAccount[];
  registry: Address;
}

type RegistryCommand = fc.AsyncCommand<Model, Real>;
interface Pick {
  actor: number;
  hash: number;
  salt: number;
}

const keyOf = ({ actor, hash, salt }: Pick) => `${actor}/${hash}/${salt}`;
const pickOf = (key: string): Pick => {
  const [actor, hash, salt] = key.split("/").map(Number);
  return { actor: defined(actor), hash: defined(hash), salt: defined(salt) };
};
const actorAt = (real: Real, index: number) => defined(real.actors[index], `actor ${index}`);
const registryOf = (real: Real, actor: number) => registryAs(real.fixture, actorAt(real, actor), real.registry);
const argsOf = (real: Real, pick: Pick) => {
  const hash = defined(HASHES[pick.hash]);
  const salt = defined(SALTS[pick.salt]);
  return { hash, salt, commitment: copyrightCommitment(hash, actorAt(real, pick.actor).address, salt) };
};
/** With automine, the block the next transaction lands in. */
const nextBlock = async (real: Real) => (await real.fixture.publicClient.getBlockNumber({ cacheTime: 0 })) + 1n;

async function assertInvariants(model: Model, real: Real): Promise<void> {
  const reader = registryOf(real, 0);
  for (const hash of HASHES) {
    const owner = model.owners.get(hash);
    // Set once by the first successful reveal, so any later change of the record fails here.
    const expected = owner ? [owner.registrant, owner.registeredAt, owner.metadataURI] : [zeroAddress, 0n, ""];
    expect(await reader.read.registrationOf([hash])).toEqual(expected);
    expect(await reader.read.isRegistered([hash])).toBe(owner !== undefined);
  }
  for (const [key, block] of model.commitments) {
    const pick = pickOf(key);
    const { commitment } = argsOf(real, pick);
    expect(await reader.read.commitBlockOf([actorAt(real, pick.actor).address, commitment])).toBe(block);
  }
}

const commit = (pick: Pick): RegistryCommand => ({
  check: () => true,
  async run(model, real) {
    const { commitment } = argsOf(real, pick);
    const previous = model.commitments.get(keyOf(pick));
    // Read before sending: a write started first could be mined (or refused, with no handler yet) meanwhile.
    const at = await nextBlock(real);
    const write = registryOf(real, pick.actor).write.commit([commitment]);
    if (previous !== undefined && at <= previous + BigInt(WINDOW)) {
      await expectRevert(write, "CommitmentPending", [commitment, previous]);
    } else {
      model.commitments.set(keyOf(pick), (await real.fixture.mined(write)).blockNumber);
    }
    await assertInvariants(model, real);
  },
  toString: () => `commit(${keyOf(pick)})`,
});

const reveal = (pick: Pick): RegistryCommand => ({
  check: () => true,
  async run(model, real) {
    const { hash, salt, commitment } = argsOf(real, pick);
    const uri = `ipfs://${keyOf(pick)}`;
    const committedAt = model.commitments.get(keyOf(pick));
    const at = await nextBlock(real);
    const owner = model.owners.get(hash);
    const write = registryOf(real, pick.actor).write.reveal([hash, salt, uri]);
    if (committedAt === undefined) {
      await expectRevert(write, "NoCommitment", [commitment]);
    } else if (at > committedAt + BigInt(WINDOW)) {
      await expectRevert(write, "RevealTooLate", [committedAt, at]);
    } else if (owner) {
      await expectRevert(write, "AlreadyRegistered", [hash, owner.registrant, owner.registeredAt]);
    } else {
      const receipt = await real.fixture.mined(write);
      const { timestamp } = await real.fixture.publicClient.getBlock({ blockNumber: receipt.blockNumber });
      model.owners.set(hash, { registrant: actorAt(real, pick.actor).address, registeredAt: timestamp, metadataURI: uri });
      model.commitments.delete(keyOf(pick));
    }
    await assertInvariants(model, real);
  },
  toString: () => `reveal(${keyOf(pick)})`,
});

/** Reveals one of the commitments made so far, so that sequences register hashes often. */
const revealCommitted = (index: number): RegistryCommand => ({
  check: (model) => model.commitments.size > 0,
  run: (model, real) => reveal(pickOf(defined([...model.commitments.keys()][index % model.commitments.size]))).run(model, real),
  toString: () => `reveal(commitment #${index})`,
});

const mine = (blocks: number): RegistryCommand => ({
  check: () => true,
  async run(model, real) {
    await real.fixture.testClient.mine({ blocks });
    await assertInvariants(model, real);
  },
  toString: () => `mine(${blocks})`,
});

const pick = fc.record({
  actor: fc.integer({ min: 0, max: 2 }),
  hash: fc.integer({ min: 0, max: HASHES.length - 1 }),
  salt: fc.integer({ min: 0, max: SALTS.length - 1 }),
});
const commands = fc.commands(
  [pick.map(commit), pick.map(reveal), fc.nat().map(revealCommitted), fc.integer({ min: 1, max: WINDOW + 1 }).map(mine)],
  { maxCommands: 25, size: "max" },
);

it("CopyrightRegistry keeps one owner per hash, the first to reveal, under random commits, reveals and waits", async () => {
  const fixture = chain();
  const { alice, bob, carol } = fixture.accounts;
  const real: Real = { fixture, actors: [alice, bob, carol], registry: await deployRegistry(fixture, BigInt(WINDOW)) };
  await fc.assert(
    fc.asyncProperty(commands, async (sequence) => {
      const snapshot = await fixture.testClient.snapshot();
      try {
        await fc.asyncModelRun(() => ({ model: { commitments: new Map(), owners: new Map() }, real }), sequence);
      } finally {
        await fixture.testClient.revert({ id: snapshot });
      }
    }),
    { numRuns: 30 },
  );
});
