// The types every selling area implements. The registry that lists the areas is catalogue's
// (catalogue/selling-registry.ts), so an area's declaration imports nothing that imports it back.
export * from "./types.ts";
