export * from "./answers.ts";
export * from "./commerce.ts";
export * from "./endpoints.ts";
export * from "./messages.ts";
export * from "./activity.ts";
export * from "./splits.ts";
export * from "./selling.ts";
