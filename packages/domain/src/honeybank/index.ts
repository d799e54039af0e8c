export * from "./answers.ts";
export * from "./endpoints.ts";
export * from "./messages.ts";
export * from "./wallet.ts";
export * from "./trading.ts";
