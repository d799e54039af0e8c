import type { Access } from "../auth/access.ts";

/** Who may call the artist profile, directory and storefront routes. */
export const ARTISTS_API_ACCESS = {
  "GET /api/artist/profile": ["artist"],
  "PUT /api/artist/profile": ["artist"],
  "GET /api/artists": "all",
  "GET /api/storefront": ["artist"],
  "GET /api/artists/:username": "all",
  "GET /api/artists/by-wallet/:address": "all",
} as const satisfies Record<string, Access>;
