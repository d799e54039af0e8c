import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@wbe3/db";
import { openTestDatabase } from "@wbe3/db/testing";
import { AppError, LEDGER_ASSETS, type LedgerAsset } from "@wbe3/domain";
import { openUserAccounts, resolvePending, transfer, userAccount, userBalances } from "./service.ts";
import { auditLedger, CLEAN_BOOKS } from "@wbe3/db/testing";

// A model-based check (issue 27, point 10): random sequences of every ledger operation, run a few
// at once, on PGlite and PostgreSQL. After each sequence an auditor that reads only the journal
// finds the books clean, and every balance is the sum of the operations that succeeded.
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const PEOPLE = 3;
const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const asset = fc.constantFrom<LedgerAsset>(...LEDGER_ASSETS);
const amount = fc.bigInt({ min: 1n, max: 500n });

type Op =
  | { op: "issue"; to: number; asset: LedgerAsset; amount: bigint }
  | { op: "move"; from: number; to: number; asset: LedgerAsset; amount: bigint; reference: boolean }
  | { op: "replay"; of: number }
  | { op: "hold"; from: number; amount: bigint }
  | { op: "resolve"; of: number; posted: boolean };

const operation: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("issue" as const), to: person, asset, amount }),
  fc.record({ op: fc.constant("move" as const), from: person, to: person, asset, amount, reference: fc.boolean() }),
  fc.record({ op: fc.constant("replay" as const), of: fc.nat() }),
  fc.record({ op: fc.constant("hold" as const), from: person, amount }),
  fc.record({ op: fc.constant("resolve" as const), of: fc.nat(), posted: fc.boolean() }),
);

/** Refusals the rules allow under any interleaving; anything else fails the property. */
const EXPECTED_REFUSALS = new Set(["insufficient_funds", "hold_already_resolved"]);

let run = 0;
async function people(): Promise<{ ids: string[]; account: (who: number, asset: LedgerAsset) => Promise<string> }> {
  const ids: string[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const [user] = await handle.db
      .insert(users)
      .values({ email: `model-${++run}-${i}@example.com` })
      .returning();
    if (!user) throw new Error("no user");
    await openUserAccounts(handle.db, user.id);
    ids.push(user.id);
  }
  return { ids, account: async (who, asset) => (await userAccount(handle.db, ids[who] ?? "", asset)).id };
}

describe("the ledger under random sequences of operations, some at once", () => {
  it("keeps the books clean and every balance the sum of what succeeded", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(operation, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), async (batches) => {
        const { ids, account } = await people();
        const expected = new Map<string, bigint>();
        const add = (who: number, what: LedgerAsset, delta: bigint) => {
          const key = `${who}/${what}`;
          expected.set(key, (expected.get(key) ?? 0n) + delta);
        };
        const moves: { reference: string; from: number; to: number; asset: LedgerAsset; amount: bigint }[] = [];
        const holds: { id: string; from: number; amount: bigint }[] = [];
        const resolved = new Set<string>();
        let serial = 0;

        async function apply(op: Op): Promise<void> {
          if (op.op === "issue") {
            await transfer(handle.db, {
              kind: "sandbox_issuance",
              legs: [
                { account: await account(op.to, op.asset), asset: op.asset, amount: op.amount },
                { account: { system: "sandbox_issuance" }, asset: op.asset, amount: -op.amount },
              ],
            });
            add(op.to, op.asset, op.amount);
          } else if (op.op === "move" || op.op === "replay") {
            const move =
              op.op === "move" ? { ...op, reference: `model-${run}-${++serial}` } : moves.length ? moves[op.of % moves.length] : undefined;
            if (!move || move.from === move.to) return;
            const done = await transfer(handle.db, {
              kind: "exchange",
              reference: op.op === "replay" || op.reference ? move.reference : undefined,
              legs: [
                { account: await account(move.from, move.asset), asset: move.asset, amount: -move.amount },
                { account: await account(move.to, move.asset), asset: move.asset, amount: move.amount },
              ],
            });
            if (op.op === "replay") expect(done.replayed).toBe(true);
            if (done.replayed) return;
            add(move.from, move.asset, -move.amount);
            add(move.to, move.asset, move.amount);
            moves.push(move);
          } else if (op.op === "hold") {
            const done = await transfer(handle.db, {
              kind: "card_authorization",
              pending: true,
              legs: [
                { account: await account(op.from, "USD"), asset: "USD", amount: -op.amount },
                { account: { system: "card_settlement" }, asset: "USD", amount: op.amount },
              ],
            });
            holds.push({ id: done.transfer.id, from: op.from, amount: op.amount });
          } else {
            const hold = holds.length ? holds[op.of % holds.length] : undefined;
            if (!hold) return;
            await resolvePending(handle.db, hold.id, op.posted ? "posted" : "voided");
            resolved.add(hold.id);
            if (op.posted) add(hold.from, "USD", -hold.amount);
          }
        }

        for (const batch of batches) {
          const outcomes = await Promise.allSettled(batch.map(apply));
          for (const outcome of outcomes) {
            if (outcome.status === "fulfilled") continue;
            const error: unknown = outcome.reason;
            if (!(error instanceof AppError) || !EXPECTED_REFUSALS.has(error.reason)) throw error;
          }
        }

        expect(await auditLedger(handle.db)).toEqual(CLEAN_BOOKS);
        for (const [who, id] of ids.entries()) {
          for (const balance of await userBalances(handle.db, id)) {
            expect(balance.posted, `${who}/${balance.asset}`).toBe(expected.get(`${who}/${balance.asset}`) ?? 0n);
          }
          const held = holds.filter((hold) => hold.from === who && !resolved.has(hold.id)).reduce((sum, hold) => sum + hold.amount, 0n);
          expect((await userBalances(handle.db, id)).find((each) => each.asset === "USD")?.pendingDebits).toBe(held);
        }
      }),
      { numRuns: Number(process.env.LEDGER_MODEL_RUNS ?? 25) },
    );
  });
});
