export * from "./api-access.ts";
export * from "./marketplace.ts";
export * from "./messages.ts";
