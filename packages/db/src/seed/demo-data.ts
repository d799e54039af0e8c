import { parseUnits } from "viem";
import type { artists, featuredItems, marketplaceListings } from "../schema/index.ts";

const wbe3 = (amount: string) => parseUnits(amount, 18);

/** The platform's headline artist: verified, with a public username for /artist/{username}. */
export const DEMO_ARTIST = {
  id: "6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2a01",
  username: "novareign",
  name: "Nova Reign",
  bio: "Independent singer-songwriter and producer releasing music, art and stories on-chain with WBE3.",
  avatarUrl: "/media/seed/spotlight-1.svg",
  verified: true,
  socialLinks: {},
} satisfies typeof artists.$inferInsert;

/** The author of the demo book: an artist of her own, so the book's listing and row name her. */
export const DEMO_AUTHOR = {
  id: "6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2a02",
  username: "adaokafor",
  name: "Ada Okafor",
  bio: "Poet writing about cities, bees and belonging; her first collection was published on WBE3.",
  avatarUrl: null,
  verified: true,
  socialLinks: {},
} satisfies typeof artists.$inferInsert;

const LISTEN_URL = "https://music.apple.com/us/search?term=WBE3";

export const DEMO_FEATURED = [
  {
    id: "spotlight-catalog",
    position: 1,
    title: "The Complete Catalog",
    artist: DEMO_ARTIST.name,
    type: "music",
    imageUrl: "/media/seed/spotlight-1.svg",
    listingId: null,
    description: "Every release in one collection, streaming now and collectible on Base.",
    trackCount: 235,
    listenUrl: LISTEN_URL,
  },
  {
    id: "spotlight-honey-single",
    position: 2,
    title: "Golden Hour Sessions",
    artist: DEMO_ARTIST.name,
    type: "music",
    imageUrl: "/media/seed/spotlight-2.svg",
    listingId: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a07",
    description: "The new sessions, collectible as a music NFT.",
    trackCount: null,
    listenUrl: LISTEN_URL,
  },
  {
    id: "spotlight-crown-pendant",
    position: 3,
    title: "Honeycomb Signet Ring",
    artist: "Atelier Soleil",
    type: "jewelry",
    imageUrl: "/media/seed/spotlight-3.svg",
    listingId: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a03",
    description: "Hand-finished gold with an on-chain certificate of authenticity.",
    trackCount: null,
    listenUrl: null,
  },
  {
    id: "spotlight-hive-mind",
    position: 4,
    title: "Amber Waves",
    artist: "Mara Quell",
    type: "art",
    imageUrl: "/media/seed/spotlight-4.svg",
    listingId: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a04",
    description: "A study in amber and light, one of one.",
    trackCount: null,
    listenUrl: null,
  },
  {
    id: "spotlight-liner-notes",
    position: 5,
    title: "Verses of the Hive",
    artist: "Ada Okafor",
    type: "book",
    imageUrl: "/media/seed/spotlight-5.svg",
    listingId: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a02",
    description: "Poems about the hive, published first on WBE3.",
    trackCount: null,
    listenUrl: null,
  },
] satisfies (typeof featuredItems.$inferInsert)[];

/**
 * The demo sellers' wallets: Anvil's public dev accounts 4–8 (1–3 are the web app's Demo wallets,
 * 9 signs checkout quotes), so on the local chain every sample sale pays a real account whose
 * balance the e2e specs can read. Public keys of a published mnemonic: demo data only.
 */
export const DEMO_SELLER_WALLETS: Record<string, string> = {
  [DEMO_ARTIST.name]: "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65",
  "Ada Okafor": "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc",
  "Atelier Soleil": "0x976ea74026e726554db657fa54763abd0c3a0aa9",
  "Mara Quell": "0x14dc79964da2c08b23698b3d3cc7ca32193d9955",
  "Harbor Homes": "0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f",
  "Roadline Classics": "0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f",
};

/** The seven sample marketplace items: every category, prices from 0.05 to 50 WBE3. */
export const DEMO_LISTINGS = [
  {
    id: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a01",
    kind: "work",
    title: "Midnight Frequencies",
    sellerName: DEMO_ARTIST.name,
    description: "Late-night synth ballad, the first track minted on WBE3.",
    category: "music",
    price: wbe3("0.05"),
    imageUrl: "/media/seed/item-1.svg",
    tags: ["synthwave", "ballad", "debut"],
    isMinted: true,
  },
  {
    id: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a02",
    // A book (publishing's listing kind): the demo book row is sold through it.
    kind: "book",
    title: "Verses of the Hive",
    sellerName: DEMO_AUTHOR.name,
    description: "A poetry collection about cities, bees and belonging.",
    category: "books",
    price: wbe3("3"),
    imageUrl: "/media/seed/item-2.svg",
    tags: ["poetry", "ebook", "first-edition"],
    isMinted: false,
  },
  {
    id: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a03",
    kind: "work",
    title: "Honeycomb Signet Ring",
    sellerName: "Atelier Soleil",
    description: "Recycled gold signet ring engraved with a honeycomb crest.",
    category: "jewelry",
    price: wbe3("18"),
    imageUrl: "/media/seed/item-3.svg",
    tags: ["gold", "ring", "handmade"],
    isMinted: false,
  },
  {
    id: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a04",
    kind: "work",
    title: "Amber Waves",
    sellerName: "Mara Quell",
    description: "Digital painting of a wheat field at golden hour.",
    category: "art",
    price: wbe3("2.5"),
    imageUrl: "/media/seed/item-4.svg",
    tags: ["painting", "landscape", "digital"],
    isMinted: true,
  },
  {
    id: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a05",
    kind: "work",
    title: "Lakeside Studio Loft",
    sellerName: "Harbor Homes",
    description: "Two-bedroom loft with a soundproofed recording room.",
    category: "homes",
    price: wbe3("50"),
    imageUrl: "/media/seed/item-5.svg",
    tags: ["loft", "studio", "lakeside"],
    isMinted: false,
  },
  {
    id: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a06",
    kind: "work",
    title: "1967 Tour Van",
    sellerName: "Roadline Classics",
    description: "Restored classic van that carried a band across three continents.",
    category: "cars",
    price: wbe3("35"),
    imageUrl: "/media/seed/item-6.svg",
    tags: ["classic", "restored", "van"],
    isMinted: false,
  },
  {
    id: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a07",
    kind: "work",
    title: "Golden Hour Sessions",
    sellerName: DEMO_ARTIST.name,
    description: "Acoustic live recordings from the rooftop sessions.",
    category: "music",
    price: wbe3("1.25"),
    imageUrl: "/media/seed/item-7.svg",
    tags: ["acoustic", "live", "rooftop"],
    isMinted: false,
  },
] satisfies (typeof marketplaceListings.$inferInsert)[];

/**
 * The demo items that get real files at start-up (the server generates them, apps/server/src/seed):
 * Nova Reign's two tracks become uploads behind their listings, and the poetry listing sells an
 * approved book. Stable ids, so seeding twice finds what the first run made.
 */
export const DEMO_TRACKS = [
  { uploadId: "7b2e9d40-3c1a-4f5e-8d62-1a0c9e4b7f01", listingId: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a01" },
  { uploadId: "7b2e9d40-3c1a-4f5e-8d62-1a0c9e4b7f07", listingId: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a07" },
] as const;

export const DEMO_BOOK = {
  id: "8c3fae51-4d2b-4a6f-9e73-2b1d0f5c8a02",
  listingId: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a02",
  genre: "poetry",
} as const;
