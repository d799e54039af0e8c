import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@wbe3/db";
import { openTestDatabase } from "@wbe3/db/testing";
import { AppError } from "@wbe3/domain";
import { openUserAccounts, resolvePending, systemBalance, transfer, userAccount, userBalances } from "./service.ts";
import { auditLedger, CLEAN_BOOKS } from "@wbe3/db/testing";

// The ledger on a database alone (no app): what the module builds and what the database refuses.
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const db = () => handle.db;
const ISSUANCE = { system: "sandbox_issuance" } as const;
let counter = 0;

/** A user with open accounts, credited `usd` cents from the sandbox when given. */
async function member(usd = 0n): Promise<{ id: string; usd: string }> {
  const [user] = await db()
    .insert(users)
    .values({ email: `ledger-${++counter}-${Date.now()}@example.com` })
    .returning();
  if (!user) throw new Error("no user");
  await openUserAccounts(db(), user.id);
  const account = await userAccount(db(), user.id, "USD");
  if (usd > 0n) {
    await transfer(db(), {
      kind: "sandbox_issuance",
      legs: [
        { account: account.id, asset: "USD", amount: usd },
        { account: ISSUANCE, asset: "USD", amount: -usd },
      ],
    });
  }
  return { id: user.id, usd: account.id };
}

const usdOf = async (userId: string) => (await userBalances(db(), userId)).find((each) => each.asset === "USD");
const pay = (from: string, to: string, amount: bigint, extra: { reference?: string; pending?: boolean } = {}) =>
  transfer(db(), {
    kind: "exchange",
    legs: [
      { account: from, asset: "USD", amount: -amount },
      { account: to, asset: "USD", amount },
    ],
    ...extra,
  });
const transferCount = async () =>
  Number(
    ((await db().execute<{ n: number }>(sql`select count(*)::int as n from ledger_transfers`)) as { rows: { n: number }[] }).rows[0]?.n,
  );

describe("transfers", () => {
  it("moves money between accounts and keeps the books balanced", async () => {
    const alice = await member(1_000n);
    const bob = await member();
    await pay(alice.usd, bob.usd, 400n);
    expect(await usdOf(alice.id)).toMatchObject({ posted: 600n, available: 600n });
    expect(await usdOf(bob.id)).toMatchObject({ posted: 400n, available: 400n });
    expect((await systemBalance(db(), "sandbox_issuance", "USD")).posted).toBeLessThan(0n);
    expect(await auditLedger(db())).toEqual(CLEAN_BOOKS);
  });

  it("refuses to overdraw a user's account, saying so, and records nothing", async () => {
    const alice = await member(100n);
    const bob = await member();
    const before = await transferCount();
    await expect(pay(alice.usd, bob.usd, 101n)).rejects.toMatchObject({
      code: "conflict",
      reason: "insufficient_funds",
      message: "Insufficient funds",
    });
    expect(await transferCount()).toBe(before);
    expect(await usdOf(alice.id)).toMatchObject({ posted: 100n });
  });

  it("answers a reference once: sent again, it moves nothing and returns the first transfer", async () => {
    const alice = await member(1_000n);
    const bob = await member();
    const first = await pay(alice.usd, bob.usd, 10n, { reference: `ref-${counter}` });
    const again = await pay(alice.usd, bob.usd, 10n, { reference: `ref-${counter}` });
    expect(again).toEqual({ transfer: first.transfer, replayed: true });
    expect(await usdOf(bob.id)).toMatchObject({ posted: 10n });
    await expect(
      transfer(db(), {
        kind: "fee",
        reference: `ref-${counter}`,
        legs: [
          { account: alice.usd, asset: "USD", amount: -1n },
          { account: bob.usd, asset: "USD", amount: 1n },
        ],
      }),
    ).rejects.toMatchObject({ reason: "reference_reused" });
  });

  it("answers a reference sent twice at once with one transfer", async () => {
    const alice = await member(1_000n);
    const bob = await member();
    const reference = `race-${counter}`;
    const both = await Promise.all([pay(alice.usd, bob.usd, 7n, { reference }), pay(alice.usd, bob.usd, 7n, { reference })]);
    expect(both.map((each) => each.replayed).sort()).toEqual([false, true]);
    expect(await usdOf(bob.id)).toMatchObject({ posted: 7n });
  });

  it("never lets concurrent debits take an account below zero", async () => {
    const alice = await member(50n);
    const bob = await member();
    const tries = await Promise.allSettled(Array.from({ length: 12 }, () => pay(alice.usd, bob.usd, 10n)));
    const moved = tries.filter((each) => each.status === "fulfilled").length;
    expect(moved).toBe(5);
    for (const failed of tries.filter((each) => each.status === "rejected")) {
      expect(failed.reason).toMatchObject({ reason: "insufficient_funds" });
    }
    expect(await usdOf(alice.id)).toMatchObject({ posted: 0n });
    expect(await auditLedger(db())).toEqual(CLEAN_BOOKS);
  });

  it("refuses a transfer that does not balance before writing it", async () => {
    const alice = await member(100n);
    await expect(
      transfer(db(), {
        kind: "fee",
        legs: [
          { account: alice.usd, asset: "USD", amount: -5n },
          { account: ISSUANCE, asset: "USD", amount: 4n },
        ],
      }),
    ).rejects.toThrow(/does not balance/);
  });
});

describe("holds", () => {
  it("holds what an authorization takes, then posts it: spendable at once, moved once", async () => {
    const alice = await member(1_000n);
    const settlement = { system: "card_settlement" } as const;
    const { transfer: hold } = await transfer(db(), {
      kind: "card_authorization",
      pending: true,
      legs: [
        { account: alice.usd, asset: "USD", amount: -300n },
        { account: settlement, asset: "USD", amount: 300n },
      ],
    });
    expect(await usdOf(alice.id)).toMatchObject({ posted: 1_000n, pendingDebits: 300n, available: 700n });
    await expect(pay(alice.usd, (await member()).usd, 701n)).rejects.toMatchObject({ reason: "insufficient_funds" });
    await resolvePending(db(), hold.id, "posted");
    expect(await usdOf(alice.id)).toMatchObject({ posted: 700n, pendingDebits: 0n, available: 700n });
    await expect(resolvePending(db(), hold.id, "voided")).rejects.toMatchObject({ reason: "hold_already_resolved" });
    expect(await auditLedger(db())).toEqual(CLEAN_BOOKS);
  });

  it("voids a hold, giving it back, once even when asked twice at once", async () => {
    const alice = await member(1_000n);
    const { transfer: hold } = await transfer(db(), {
      kind: "card_authorization",
      pending: true,
      legs: [
        { account: alice.usd, asset: "USD", amount: -250n },
        { account: { system: "card_settlement" }, asset: "USD", amount: 250n },
      ],
    });
    const both = await Promise.allSettled([resolvePending(db(), hold.id, "voided"), resolvePending(db(), hold.id, "posted")]);
    expect(both.filter((each) => each.status === "fulfilled")).toHaveLength(1);
    const refused = both.find((each) => each.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(AppError);
    expect(refused.reason).toMatchObject({ reason: "hold_already_resolved" });
    const usd = await usdOf(alice.id);
    expect(usd?.pendingDebits).toBe(0n);
    expect([750n, 1_000n]).toContain(usd?.posted);
    expect(await auditLedger(db())).toEqual(CLEAN_BOOKS);
  });

  it("refuses to resolve what is not a pending transfer", async () => {
    const alice = await member(10n);
    const { transfer: posted } = await pay(alice.usd, (await member()).usd, 1n);
    await expect(resolvePending(db(), posted.id, "posted")).rejects.toMatchObject({ reason: "hold_not_found" });
  });
});
