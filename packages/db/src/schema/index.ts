export * from "./users.ts";
export * from "./artists.ts";
export * from "./uploads.ts";
export * from "./marketplace.ts";
export * from "./featured.ts";
export * from "./activity.ts";
export * from "./chain.ts";
