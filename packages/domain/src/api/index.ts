// The API assembled from every area: its endpoints and who may call them, the activity log's
// actions, and (not re-exported: each message is already exported by its area) the message
// catalogue. It sits above every area, hubs included, and nothing but the package entry imports it.
export * from "./activity.ts";
export * from "./endpoints.ts";
