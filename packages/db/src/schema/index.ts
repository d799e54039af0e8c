// One file per server module (apps/server/src/modules/<name>/), holding exactly the tables that
// module owns: only its files import them (tools/table-owners.ts, run by `npm run lint`).
export * from "./activity.ts";
export * from "./artists.ts";
export * from "./auth.ts";
export * from "./chain-index.ts";
export * from "./commerce.ts";
export * from "./content.ts";
export * from "./copyright.ts";
export * from "./featured.ts";
export * from "./files.ts";
export * from "./honeybank.ts";
export * from "./ledger.ts";
export * from "./live-shows.ts";
export * from "./mail.ts";
export * from "./marketplace.ts";
export * from "./payments.ts";
export * from "./publishing.ts";
export * from "./rate-limits.ts";
export * from "./stats.ts";
export * from "./store.ts";
export * from "./uploads.ts";
