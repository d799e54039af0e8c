/** Narrows away `undefined`/`null` (from indexed access or lookups), failing the test loudly instead. */
export function defined<T>(value: T | null | undefined, what = "value"): T {
  if (value === null || value === undefined) throw new Error(`expected ${what} to be present`);
  return value;
}
