// The whole message catalogue, assembled from the areas (each text lives once, in its area's
// messages.ts): what a test or tool that looks at every message reads. tools/area-registries.test.ts
// fails when an area's messages.ts is missing here.
export * from "../artists/messages.ts";
export * from "../auth/messages.ts";
export * from "../chain/messages.ts";
export * from "../commerce/messages.ts";
export * from "../content/messages.ts";
export * from "../copyright/messages.ts";
export * from "../honeybank/messages.ts";
export * from "../live-shows/messages.ts";
export * from "../marketplace/messages.ts";
export * from "../publishing/messages.ts";
export * from "../radio/messages.ts";
export * from "../shared/messages.ts";
export * from "../stats/messages.ts";
export * from "../store/messages.ts";
export * from "../tiers/messages.ts";
export * from "../token/messages.ts";
export * from "../uploads/messages.ts";
