import { sql, type SQL } from "drizzle-orm";
import { customType, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** Token amounts in base units (wei-like): numeric(78,0) in SQL, bigint in code. Never a float. */
export const baseUnits = customType<{ data: bigint; driverData: string }>({
  dataType: () => "numeric(78, 0)",
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});

/** Case-insensitive text (PostgreSQL citext extension) for e-mail addresses and usernames. */
export const citext = customType<{ data: string }>({ dataType: () => "citext" });

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** A CHECK that keeps a text column to a fixed list, so no invalid value is ever stored. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v.replace(/'/g, "''")}'`)),
    sql`, `,
  )})`;
}
