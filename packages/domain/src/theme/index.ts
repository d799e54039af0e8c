export * from "./royal.ts";
export * from "./theme.ts";
