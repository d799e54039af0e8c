import { randomBytes } from "node:crypto";
import { marketplaceListings, orderItems, orders, users, type Database } from "@wbe3/db";
import { openTestDatabase } from "@wbe3/db/testing";

/**
 * A fresh database with two buyers and three listings, and a way to write orders in any state:
 * for tests of commerce's repository, which need no app and no chain (mutation testing runs them
 * once per mutant, decision 0022).
 */
export const CHAIN_ID = 31_337;
export const WALLET = "0x00000000000000000000000000000000000000b1";
export const OTHER_WALLET = "0x00000000000000000000000000000000000000b2";

type OrderValues = Partial<typeof orders.$inferInsert>;
type ItemValues = Partial<Omit<typeof orderItems.$inferInsert, "orderId" | "position">>;

export const txHash = () => `0x${randomBytes(32).toString("hex")}`;
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

export async function orderRows() {
  const handle = await openTestDatabase();
  const db: Database = handle.db;
  const [buyer, other] = await db
    .insert(users)
    .values([{ walletAddress: WALLET }, { walletAddress: OTHER_WALLET }])
    .returning();
  const listings = await db
    .insert(marketplaceListings)
    .values(["First", "Second", "Third"].map((title) => ({ title, sellerName: "Seller", kind: "work", category: "music", price: 5n })))
    .returning();
  if (!buyer || !other || listings.length !== 3) throw new Error("the fixture rows were not written");
  const [first, second, third] = listings.map((listing) => listing.id) as [string, string, string];

  /**
   * Writes an order (the buyer's quoted cart order unless told otherwise; a paid one gets a
   * transaction) with its lines at positions 0, 1, …; answers its id.
   */
  async function order(values: OrderValues = {}, items: ItemValues[] = [{}]): Promise<string> {
    const status = values.status ?? "quoted";
    const [row] = await db
      .insert(orders)
      .values({
        userId: buyer?.id ?? "",
        buyerWallet: WALLET,
        total: 5n,
        expiresAt: inMinutes(10),
        quote: {},
        signature: "0x01",
        chainId: CHAIN_ID,
        txHash: status === "paid" ? txHash() : null,
        paidAt: status === "paid" ? new Date() : null,
        ...values,
      })
      .returning();
    if (!row) throw new Error("the order was not written");
    if (items.length > 0) {
      await db.insert(orderItems).values(
        items.map((item, position) => ({
          listingId: first,
          title: "Line",
          quantity: 1,
          unitPrice: 5n,
          ...item,
          orderId: row.id,
          position,
        })),
      );
    }
    return row.id;
  }

  return { db, close: () => handle.close(), buyer, other, listings: { first, second, third }, order };
}
