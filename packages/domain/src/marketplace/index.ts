export * from "./answers.ts";
export * from "./drop-rules.ts";
export * from "./endpoints.ts";
export * from "./marketplace.ts";
export * from "./messages.ts";
export * from "./seller.ts";
