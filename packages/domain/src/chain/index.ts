export * from "./address.ts";
export * from "./answers.ts";
export * from "./endpoints.ts";
export * from "./chain.ts";
export * from "./messages.ts";
export * from "./money.ts";
