export * from "./answers.ts";
export * from "./endpoints.ts";
