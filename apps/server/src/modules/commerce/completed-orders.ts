import type { Database } from "@wbe3/db";
import type { OrderSubject, Period } from "@wbe3/domain";
import type { PaymentKind } from "./payment-orders.ts";
import { findCompletedOrders } from "./repo.ts";

/** A completed (paid or granted) order of a payment kind, for deriving what it granted. */
export interface CompletedOrder {
  id: string;
  status: "paid" | "granted";
  total: bigint;
  subject: OrderSubject | null;
  /** When it was paid (or granted). */
  completedAt: Date;
  /** The period it stated when priced (orders before decision 0020 have none). */
  period?: Period | undefined;
}

/** The user's completed orders of this kind, oldest first (what memberships and unlocks are derived from). */
export async function completedOrders(db: Database, userId: string, kind: PaymentKind): Promise<CompletedOrder[]> {
  const rows = await findCompletedOrders(db, userId, kind);
  return rows.flatMap((row) =>
    (row.status === "paid" || row.status === "granted") && row.paidAt
      ? [
          {
            id: row.id,
            status: row.status,
            total: row.total,
            subject: row.subject,
            completedAt: row.paidAt,
            ...(row.grantsFrom && row.grantsUntil ? { period: { from: row.grantsFrom, until: row.grantsUntil } } : {}),
          },
        ]
      : [],
  );
}
