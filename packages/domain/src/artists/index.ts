export * from "./api-access.ts";
export * from "./artists.ts";
export * from "./messages.ts";
