export * from "./publishing.ts";
