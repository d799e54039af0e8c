export * from "./address.ts";
export * from "./api.ts";
export * from "./api-access.ts";
export * from "./chain.ts";
export * from "./messages.ts";
export * from "./money.ts";
