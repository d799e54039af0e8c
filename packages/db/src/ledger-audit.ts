import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

interface Row {
  [key: string]: unknown;
}

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute<Row>(query)) as { rows: Row[] }).rows;
}

/**
 * An auditor that trusts nothing the ledger module computes: from the journal alone (plain SQL,
 * no code of the module) it answers every rule that must hold. Each list is empty when the books
 * are right.
 */
export async function auditLedger(db: Database) {
  const unbalanced = await rows(
    db,
    sql`select transfer_id, asset, layer, sum(amount)::text as sum from ledger_entries
        group by transfer_id, asset, layer having sum(amount) <> 0`,
  );
  const drifted = await rows(
    db,
    sql`select a.id, a.posted::text, a.pending_debits::text, a.pending_credits::text,
               coalesce(sum(e.amount) filter (where e.layer = 'posted'), 0)::text as journal_posted,
               coalesce(sum(greatest(-e.amount, 0)) filter (where e.layer = 'hold'), 0)
                 - coalesce(sum(greatest(e.amount, 0)) filter (where e.layer = 'release'), 0) as journal_pending_debits,
               coalesce(sum(greatest(e.amount, 0)) filter (where e.layer = 'hold'), 0)
                 - coalesce(sum(greatest(-e.amount, 0)) filter (where e.layer = 'release'), 0) as journal_pending_credits
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id
        having a.posted <> coalesce(sum(e.amount) filter (where e.layer = 'posted'), 0)
            or a.pending_debits <> coalesce(sum(greatest(-e.amount, 0)) filter (where e.layer = 'hold'), 0)
                 - coalesce(sum(greatest(e.amount, 0)) filter (where e.layer = 'release'), 0)
            or a.pending_credits <> coalesce(sum(greatest(e.amount, 0)) filter (where e.layer = 'hold'), 0)
                 - coalesce(sum(greatest(-e.amount, 0)) filter (where e.layer = 'release'), 0)`,
  );
  const overdrawn = await rows(
    db,
    sql`select id, posted::text, pending_debits::text from ledger_accounts
        where user_id is not null and posted - pending_debits < 0`,
  );
  // Per asset, every posted amount in the books sums to zero: money is only ever moved.
  const unconserved = await rows(
    db,
    sql`select asset, layer, sum(amount)::text as sum from ledger_entries group by asset, layer having sum(amount) <> 0`,
  );
  // A hold is released once, and exactly by the transfer that resolves it.
  const misreleased = await rows(
    db,
    sql`select p.id from ledger_transfers p
        left join ledger_transfers r on r.resolves = p.id
        where p.pending and r.id is not null and exists (
          select 1 from ledger_entries e
          where (e.transfer_id = p.id and e.layer = 'hold') or (e.transfer_id = r.id and e.layer = 'release')
          group by e.account_id, e.asset having sum(e.amount) <> 0)`,
  );
  return { unbalanced, drifted, overdrawn, unconserved, misreleased };
}

export const CLEAN_BOOKS = { unbalanced: [], drifted: [], overdrawn: [], unconserved: [], misreleased: [] };
