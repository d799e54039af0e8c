import fc from "fast-check";
import { expect, it } from "vitest";
import { parseEther } from "viem";
import type { HDAccount } from "viem/accounts";
import { useDeployedChain, type ChainFixture } from "./helpers/chain-fixture.ts";
import { defined } from "./helpers/defined.ts";

const FEE = parseEther("0.001");
const ACTORS = 4;
const chain = useDeployedChain();

/** Expected balance per actor of every id ever minted (fully burned ids stay, with zeros). */
interface Model {
  balances: Map<bigint, number[]>;
}

interface Real {
  fixture: ChainFixture;
  actors: HDAccount[];
}

type TicketCommand = fc.AsyncCommand<Model, Real>;
type Holding = { id: bigint; holder: number; balance: number; perActor: number[] };

const actorAt = (real: Real, index: number): HDAccount => defined(real.actors[index], `actor ${index}`);
const ticket = (real: Real, actor: number) => real.fixture.contractsAs(actorAt(real, actor)).ticket;

function holdings(model: Readonly<Model>): Holding[] {
  return [...model.balances.entries()].flatMap(([id, perActor]) =>
    perActor.flatMap((balance, holder) => (balance > 0 ? [{ id, holder, balance, perActor }] : [])),
  );
}

/** The `pick`-th non-empty (id, holder) pair, modulo their count. */
function pickHolding(model: Readonly<Model>, pick: number): Holding {
  const all = holdings(model);
  return defined(all[pick % all.length], "holding");
}

function move(perActor: number[], from: number | null, to: number | null, amount: number): void {
  if (from !== null) perActor[from] = (perActor[from] ?? 0) - amount;
  if (to !== null) perActor[to] = (perActor[to] ?? 0) + amount;
}

async function assertInvariants(model: Model, real: Real): Promise<void> {
  const reader = ticket(real, 0);
  let overall = 0n;
  for (const [id, expected] of model.balances) {
    const actual = await reader.read.balanceOfBatch([real.actors.map((actor) => actor.address), real.actors.map(() => id)]);
    expect(actual).toEqual(expected.map(BigInt));
    // Tickets only ever move between our actors, so their balances must add up to the id's supply.
    const supply = await reader.read.totalSupply([id]);
    expect(actual.reduce((sum, balance) => sum + balance, 0n)).toBe(supply);
    overall += supply;
  }
  expect(await reader.read.totalSupply()).toBe(overall);
}

const mint = (minter: number, to: number, amount: number): TicketCommand => ({
  check: () => true,
  async run(model, real) {
    const contract = ticket(real, minter);
    const args = [actorAt(real, to).address, BigInt(amount), `ipfs://show/${minter}`] as const;
    const value = FEE * BigInt(amount);
    const { result: id } = await contract.simulate.mintTicket(args, { value, account: actorAt(real, minter) });
    await real.fixture.mined(contract.write.mintTicket(args, { value }));
    const perActor = Array<number>(ACTORS).fill(0);
    move(perActor, null, to, amount);
    model.balances.set(id, perActor);
    await assertInvariants(model, real);
  },
  toString: () => `mint(by ${minter}, to ${to}, ${amount})`,
});

const transfer = (pick: number, to: number, part: number): TicketCommand => ({
  check: (model) => holdings(model).length > 0,
  async run(model, real) {
    const { id, holder, balance, perActor } = pickHolding(model, pick);
    const amount = 1 + (part % balance);
    const [from, recipient] = [actorAt(real, holder).address, actorAt(real, to).address];
    await real.fixture.mined(ticket(real, holder).write.safeTransferFrom([from, recipient, id, BigInt(amount), "0x"]));
    move(perActor, holder, to, amount);
    await assertInvariants(model, real);
  },
  toString: () => `transfer(holding #${pick}, to ${to}, part ${part})`,
});

const burn = (pick: number, part: number): TicketCommand => ({
  check: (model) => holdings(model).length > 0,
  async run(model, real) {
    const { id, holder, balance, perActor } = pickHolding(model, pick);
    const amount = 1 + (part % balance);
    await real.fixture.mined(ticket(real, holder).write.burn([actorAt(real, holder).address, id, BigInt(amount)]));
    move(perActor, holder, null, amount);
    await assertInvariants(model, real);
  },
  toString: () => `burn(holding #${pick}, part ${part})`,
});

const actor = fc.integer({ min: 0, max: ACTORS - 1 });
const commands = fc.commands(
  [
    fc.tuple(actor, actor, fc.integer({ min: 1, max: 5 })).map(([minter, to, amount]) => mint(minter, to, amount)),
    fc.tuple(fc.nat(), actor, fc.nat()).map(([pick, to, part]) => transfer(pick, to, part)),
    fc.tuple(fc.nat(), fc.nat()).map(([pick, part]) => burn(pick, part)),
  ],
  { maxCommands: 25 },
);

it("TicketNFT keeps per-id and total supply equal to the sum of balances under random mints, transfers and burns", async () => {
  const fixture = chain();
  const { alice, bob, carol, dave } = fixture.accounts;
  const real: Real = { fixture, actors: [alice, bob, carol, dave] };
  await fc.assert(
    fc.asyncProperty(commands, async (sequence) => {
      const snapshot = await fixture.testClient.snapshot();
      try {
        await fc.asyncModelRun(() => ({ model: { balances: new Map() }, real }), sequence);
      } finally {
        await fixture.testClient.revert({ id: snapshot });
      }
    }),
    { numRuns: 40 },
  );
});
