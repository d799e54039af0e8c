export * from "./registry.ts";
export * from "./types.ts";
