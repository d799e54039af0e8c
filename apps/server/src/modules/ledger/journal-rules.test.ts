import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, violatedConstraint } from "@wbe3/db";
import { openTestDatabase } from "@wbe3/db/testing";
import { openUserAccounts, transfer, userAccount } from "./service.ts";
import { auditLedger, CLEAN_BOOKS } from "@wbe3/db/testing";

// What the database itself refuses, whatever code writes to it (decision 0037): plain SQL, as a
// faulty module or a hand at the console would send it.
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let alice: string;
let bob: string;
let aliceGold: string;
let paid: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  const ids: string[] = [];
  for (const name of ["alice", "bob"]) {
    const [user] = await handle.db
      .insert(users)
      .values({ email: `${name}-rules@example.com` })
      .returning();
    if (!user) throw new Error("no user");
    await openUserAccounts(handle.db, user.id);
    ids.push(user.id);
  }
  const [aliceId = "", bobId = ""] = ids;
  alice = (await userAccount(handle.db, aliceId, "USD")).id;
  bob = (await userAccount(handle.db, bobId, "USD")).id;
  aliceGold = (await userAccount(handle.db, aliceId, "XAU")).id;
  await transfer(handle.db, {
    kind: "sandbox_issuance",
    legs: [
      { account: alice, asset: "USD", amount: 1_000n },
      { account: { system: "sandbox_issuance" }, asset: "USD", amount: -1_000n },
    ],
  });
  paid = (
    await transfer(handle.db, {
      kind: "exchange",
      legs: [
        { account: alice, asset: "USD", amount: -100n },
        { account: bob, asset: "USD", amount: 100n },
      ],
    })
  ).transfer.id;
});
afterAll(() => handle.close());

/** Runs statements that must be refused, in a transaction rolled back; answers the violated constraint. */
async function refused(...statements: ReturnType<typeof sql>[]): Promise<string | undefined> {
  const error = await handle.db
    .transaction(async (tx) => {
      for (const statement of statements) await tx.execute(statement);
    })
    .then(
      () => undefined,
      (err: unknown) => err,
    );
  expect(error, "the database accepted it").toBeDefined();
  return violatedConstraint(error);
}

type HandEntry = [account: string, layer: string, amount: number, asset?: string];

/** A transfer written by hand: its row, then its entries in one statement. */
function byHand(entries: HandEntry[], row: { pending?: boolean; resolves?: string } = {}) {
  const id = crypto.randomUUID();
  const values = entries.map(([account, layer, amount, asset = "USD"]) => sql`(${id}, ${account}, ${asset}, ${layer}, ${amount})`);
  return [
    row.resolves
      ? sql`insert into ledger_transfers (id, kind, resolves, resolution) values (${id}, 'exchange', ${row.resolves}, 'voided')`
      : sql`insert into ledger_transfers (id, kind, pending) values (${id}, 'exchange', ${row.pending ?? false})`,
    sql`insert into ledger_entries (transfer_id, account_id, asset, layer, amount) values ${sql.join(values, sql`, `)}`,
  ];
}

describe("the journal's rules, held by the database", () => {
  it("takes a balanced transfer written by hand, and moves the balances with it", async () => {
    await handle.db.transaction(async (tx) => {
      for (const statement of byHand([
        [alice, "posted", -1],
        [bob, "posted", 1],
      ]))
        await tx.execute(statement);
    });
    expect(await auditLedger(handle.db)).toEqual(CLEAN_BOOKS);
  });

  it("refuses a transfer whose entries do not sum to zero", async () => {
    expect(
      await refused(
        ...byHand([
          [alice, "posted", -5],
          [bob, "posted", 4],
        ]),
      ),
    ).toBe("ledger_transfers_balanced");
  });

  it("refuses an entry on an account of another asset", async () => {
    expect(
      await refused(
        ...byHand([
          [aliceGold, "posted", -5],
          [bob, "posted", 5],
        ]),
      ),
    ).toBe("ledger_entries_account_asset");
  });

  it("refuses a hold in a transfer that is not pending, a posting in one that is, and a release that resolves nothing", async () => {
    expect(
      await refused(
        ...byHand([
          [alice, "hold", -5],
          [bob, "hold", 5],
        ]),
      ),
    ).toBe("ledger_transfers_layers");
    expect(
      await refused(
        ...byHand(
          [
            [alice, "posted", -5],
            [bob, "posted", 5],
          ],
          { pending: true },
        ),
      ),
    ).toBe("ledger_transfers_layers");
    // (Released where nothing is held, the account's pending balance would go below zero first.)
    expect(
      await refused(
        ...byHand([
          [alice, "release", 5],
          [bob, "release", -5],
        ]),
      ),
    ).toMatch(/^(ledger_transfers_layers|ledger_accounts_pending_not_negative)$/);
  });

  it("refuses to overdraw a user's account", async () => {
    expect(
      await refused(
        ...byHand([
          [bob, "posted", -1_000],
          [alice, "posted", 1_000],
        ]),
      ),
    ).toBe("ledger_accounts_no_overdraft");
  });

  it("refuses to set a balance other than through entries", async () => {
    expect(await refused(sql`update ledger_accounts set posted = posted + 1000000 where id = ${bob}`)).toBe(
      "ledger_accounts_balances_from_entries",
    );
    expect(await refused(sql`insert into ledger_accounts (system, asset, no_overdraft, posted) values ('treasury', 'XAG', false, 5)`)).toBe(
      "ledger_accounts_balances_from_entries",
    );
  });

  it("never updates, deletes or truncates the journal", async () => {
    expect(await refused(sql`update ledger_entries set amount = amount * 2 where transfer_id = ${paid}`)).toBe(
      "ledger_journal_append_only",
    );
    expect(await refused(sql`delete from ledger_entries where transfer_id = ${paid}`)).toBe("ledger_journal_append_only");
    expect(await refused(sql`update ledger_transfers set kind = 'fee' where id = ${paid}`)).toBe("ledger_journal_append_only");
    expect(await refused(sql`delete from ledger_transfers where id = ${paid}`)).toBe("ledger_journal_append_only");
    expect(await refused(sql`truncate ledger_entries, ledger_transfers`)).toBe("ledger_journal_append_only");
  });

  it("refuses a release other than exactly the holds of the transfer resolved", async () => {
    const hold = (
      await transfer(handle.db, {
        kind: "card_authorization",
        pending: true,
        legs: [
          { account: alice, asset: "USD", amount: -50n },
          { account: bob, asset: "USD", amount: 50n },
        ],
      })
    ).transfer.id;
    expect(
      await refused(
        ...byHand(
          [
            [alice, "release", 20],
            [bob, "release", -20],
          ],
          { resolves: hold },
        ),
      ),
    ).toBe("ledger_transfers_release_holds");
    expect(await auditLedger(handle.db)).toEqual(CLEAN_BOOKS);
  });
});
