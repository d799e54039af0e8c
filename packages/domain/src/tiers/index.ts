export * from "./tiers.ts";
export * from "./periods.ts";
export * from "./messages.ts";
export * from "./answers.ts";
export * from "./endpoints.ts";
export * from "./selling.ts";
