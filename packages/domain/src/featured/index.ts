export * from "./api-access.ts";
export * from "./featured.ts";
