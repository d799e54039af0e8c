export * from "./client.ts";
export { notify, type Notifications } from "./notifications.ts";
export * from "./schema/index.ts";
export { isUniqueViolation, violatedConstraint } from "./errors.ts";
export { seedDemo } from "./seed/seed-demo.ts";
export { seedDemoMedia, type DemoMedia, type DemoTrackFiles } from "./seed/seed-demo-media.ts";
export { DEMO_ARTIST, DEMO_AUTHOR, DEMO_BOOK, DEMO_FEATURED, DEMO_LISTINGS, DEMO_SELLER_WALLETS, DEMO_TRACKS } from "./seed/demo-data.ts";
export { GENERATED_LISTING_WORDS, generateListings } from "./seed/generate-listings.ts";
