export * from "./activity.ts";
export * from "./api-access.ts";
