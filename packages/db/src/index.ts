export * from "./client.ts";
export * from "./schema/index.ts";
export { seedDemo } from "./seed/seed-demo.ts";
export { DEMO_ARTIST, DEMO_FEATURED, DEMO_LISTINGS, DEMO_SELLER_WALLETS } from "./seed/demo-data.ts";
export { GENERATED_LISTING_WORDS, generateListings } from "./seed/generate-listings.ts";
