import fc from "fast-check";
import { expect, it } from "vitest";
import { parseEther } from "viem";
import type { HDAccount } from "viem/accounts";
import { useDeployedChain, type ChainFixture } from "./helpers/chain-fixture.ts";
import { defined } from "./helpers/defined.ts";

const FEE = parseEther("0.001");
const ACTORS = 4;
const chain = useDeployedChain();

/** Expected owner (actor index) of every live token. */
interface Model {
  owners: Map<bigint, number>;
}

interface Real {
  fixture: ChainFixture;
  actors: HDAccount[];
}

type TrackCommand = fc.AsyncCommand<Model, Real>;

const byId = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
const liveTokens = (model: Readonly<Model>): bigint[] => [...model.owners.keys()].sort(byId);
const actorAt = (real: Real, index: number): HDAccount => defined(real.actors[index], `actor ${index}`);
const track = (real: Real, actor: number) => real.fixture.contractsAs(actorAt(real, actor)).track;

/** The `pick`-th live token (modulo their count) and its expected owner. */
function pickToken(model: Readonly<Model>, pick: number): { tokenId: bigint; owner: number } {
  const tokenId = defined(liveTokens(model)[pick % model.owners.size], "token");
  return { tokenId, owner: defined(model.owners.get(tokenId), "owner") };
}

async function assertInvariants(model: Model, real: Real): Promise<void> {
  const reader = track(real, 0);
  const balances = await Promise.all(real.actors.map((actor) => reader.read.balanceOf([actor.address])));
  const totalSupply = await reader.read.totalSupply();
  // Every token stays with our actors, so their balances must add up to the supply.
  expect(balances.reduce((sum, balance) => sum + balance, 0n)).toBe(totalSupply);
  expect(totalSupply).toBe(BigInt(model.owners.size));

  for (const [index, actor] of real.actors.entries()) {
    const enumerated = await Promise.all(
      Array.from({ length: Number(balances[index]) }, (_, i) => reader.read.tokenOfOwnerByIndex([actor.address, BigInt(i)])),
    );
    const owners = await Promise.all(enumerated.map((tokenId) => reader.read.ownerOf([tokenId])));
    expect(owners.every((owner) => owner === actor.address)).toBe(true);
    const expected = liveTokens(model).filter((tokenId) => model.owners.get(tokenId) === index);
    expect([...enumerated].sort(byId)).toEqual(expected);
  }

  const everyToken = await Promise.all(Array.from({ length: Number(totalSupply) }, (_, i) => reader.read.tokenByIndex([BigInt(i)])));
  expect([...everyToken].sort(byId)).toEqual(liveTokens(model));
}

const mint = (actor: number): TrackCommand => ({
  check: () => true,
  async run(model, real) {
    const contract = track(real, actor);
    const uri = `ipfs://t/${actor}`;
    const { result: tokenId } = await contract.simulate.mintTrack([uri], { value: FEE, account: actorAt(real, actor) });
    await real.fixture.mined(contract.write.mintTrack([uri], { value: FEE }));
    model.owners.set(tokenId, actor);
    await assertInvariants(model, real);
  },
  toString: () => `mint(by ${actor})`,
});

const transfer = (pick: number, to: number): TrackCommand => ({
  check: (model) => model.owners.size > 0,
  async run(model, real) {
    const { tokenId, owner } = pickToken(model, pick);
    await real.fixture.mined(track(real, owner).write.transferFrom([actorAt(real, owner).address, actorAt(real, to).address, tokenId]));
    model.owners.set(tokenId, to);
    await assertInvariants(model, real);
  },
  toString: () => `transfer(token #${pick}, to ${to})`,
});

const burn = (pick: number): TrackCommand => ({
  check: (model) => model.owners.size > 0,
  async run(model, real) {
    const { tokenId, owner } = pickToken(model, pick);
    await real.fixture.mined(track(real, owner).write.burn([tokenId]));
    model.owners.delete(tokenId);
    await assertInvariants(model, real);
  },
  toString: () => `burn(token #${pick})`,
});

const actor = fc.integer({ min: 0, max: ACTORS - 1 });
const commands = fc.commands([actor.map(mint), fc.tuple(fc.nat(), actor).map(([pick, to]) => transfer(pick, to)), fc.nat().map(burn)], {
  maxCommands: 25,
});

it("TrackNFT keeps balances, supply and owner enumeration consistent under random mints, transfers and burns", async () => {
  const fixture = chain();
  const { alice, bob, carol, dave } = fixture.accounts;
  const real: Real = { fixture, actors: [alice, bob, carol, dave] };
  await fc.assert(
    fc.asyncProperty(commands, async (sequence) => {
      const snapshot = await fixture.testClient.snapshot();
      try {
        await fc.asyncModelRun(() => ({ model: { owners: new Map() }, real }), sequence);
      } finally {
        await fixture.testClient.revert({ id: snapshot });
      }
    }),
    { numRuns: 40 },
  );
});
