export * from "./api-access.ts";
export * from "./marketplace.ts";
