import { useMemo, useState } from "react";

export type SortDirection = "ascending" | "descending";
export interface SortState<K extends string> {
  column: K;
  direction: SortDirection;
}

export type SortValue = string | number | bigint | Date | null;
/** How to read each sortable column's value from a row. */
export type SortAccessors<T, K extends string> = Record<K, (row: T) => SortValue>;

// Numeric collation so "Track 10" follows "Track 9"; a fixed locale so every browser agrees.
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

function compareValues(a: SortValue, b: SortValue): number {
  // Missing values go last whichever way the column is sorted.
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === "string" && typeof b === "string") return collator.compare(a, b);
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** A sorted copy; rows that compare equal keep their order (Array#sort is stable). */
export function sortRows<T, K extends string>(rows: readonly T[], accessors: SortAccessors<T, K>, sort: SortState<K> | null): T[] {
  if (!sort) return [...rows];
  const read = accessors[sort.column];
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = read(a);
    const right = read(b);
    if (left === null || right === null) return compareValues(left, right);
    return sign * compareValues(left, right);
  });
}

/** The next state when a header is pressed: a new column starts ascending, the same one flips. */
export function nextSort<K extends string>(current: SortState<K> | null, column: K): SortState<K> {
  if (current?.column !== column) return { column, direction: "ascending" };
  return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
}

/** Client-side sorting for a table whose rows are all loaded. */
export function useTableSort<T, K extends string>(rows: readonly T[], accessors: SortAccessors<T, K>, initial: SortState<K> | null = null) {
  const [sort, setSort] = useState<SortState<K> | null>(initial);
  // Pass accessors defined once (module level or memoised) so the sort is not redone each render.
  const sorted = useMemo(() => sortRows(rows, accessors, sort), [rows, accessors, sort]);
  return { sorted, sort, toggle: (column: K) => setSort((current) => nextSort(current, column)) };
}
