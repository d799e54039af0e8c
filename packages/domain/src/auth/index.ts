export * from "./access.ts";
export * from "./activity.ts";
export * from "./api-access.ts";
export * from "./auth.ts";
export * from "./messages.ts";
export * from "./roles.ts";
