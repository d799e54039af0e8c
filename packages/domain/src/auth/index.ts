export * from "./activity.ts";
export * from "./answers.ts";
export * from "./auth.ts";
export * from "./endpoints.ts";
export * from "./messages.ts";
