export * from "./ledger.ts";
export * from "./format.ts";
