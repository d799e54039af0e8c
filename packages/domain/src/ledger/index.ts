export * from "./ledger.ts";
