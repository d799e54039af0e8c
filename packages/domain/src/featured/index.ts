export * from "./answers.ts";
export * from "./endpoints.ts";
export * from "./featured.ts";
