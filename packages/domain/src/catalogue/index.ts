// What the areas register, listed once (an area adds its declaration here) and read by the hubs,
// which name no area. The API assembled from the areas is api/'s, above every area.
export * from "./selling.ts";
export * from "./selling-registry.ts";
export * from "./openings.ts";
export * from "./openings-registry.ts";
export * from "./content-access.ts";
