// The cross-area tables assembled from the areas. The message catalogue (messages.ts) is not
// re-exported here: each message is already exported by its area.
export * from "./activity.ts";
export * from "./endpoints.ts";
export * from "./selling.ts";
export * from "./content-access.ts";
