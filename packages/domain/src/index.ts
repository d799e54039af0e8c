// One folder per area (its constants, messages, schemas, access rules); shared/ holds what no
// single area owns, catalogue/ what the areas register for the hubs to read, and api/ the
// endpoints, messages and activity assembled from every area. Consumers import from here.
export * from "./admin/index.ts";
export * from "./api/index.ts";
export * from "./artists/index.ts";
export * from "./auth/index.ts";
export * from "./catalogue/index.ts";
export * from "./chain/index.ts";
export * from "./commerce/index.ts";
export * from "./content/index.ts";
export * from "./copyright/index.ts";
export * from "./featured/index.ts";
export * from "./ledger/index.ts";
export * from "./honeybank/index.ts";
export * from "./live-shows/index.ts";
export * from "./marketplace/index.ts";
export * from "./publishing/index.ts";
export * from "./radio/index.ts";
export * from "./roles/index.ts";
export * from "./routes/index.ts";
export * from "./selling/index.ts";
export * from "./shared/index.ts";
export * from "./stats/index.ts";
export * from "./store/index.ts";
export * from "./theme/index.ts";
export * from "./tiers/index.ts";
export * from "./token/index.ts";
export * from "./uploads/index.ts";
