export * from "./access-rules.ts";
export * from "./answers.ts";
export * from "./content.ts";
export * from "./endpoints.ts";
export * from "./messages.ts";
export * from "./opening.ts";
