import { z } from "zod";
import { walletParams } from "../chain/endpoints.ts";
import { defineEndpoints } from "../shared/endpoint.ts";
import { artistAnswer, artistDirectoryAnswer, artistPageAnswer, socialLinksAnswer, storefrontItemAnswer } from "./answers.ts";
import { artistDirectoryQuery, artistProfileSchema } from "./artists.ts";
import { socialLinksSchema } from "./social-links.ts";

/** The artist's own profile and storefront, and the public directory and pages. */
export const ARTISTS_ENDPOINTS = defineEndpoints({
  "GET /api/artist/profile": { access: ["artist"], output: z.object({ profile: artistAnswer.nullable() }) },
  "PUT /api/artist/profile": { access: ["artist"], body: artistProfileSchema, output: z.object({ profile: artistAnswer }) },
  "PUT /api/artist/social-links": { access: ["artist"], body: socialLinksSchema, output: z.object({ socialLinks: socialLinksAnswer }) },
  "GET /api/artists": { access: "all", query: artistDirectoryQuery, output: artistDirectoryAnswer },
  "GET /api/storefront": { access: ["artist"], output: z.object({ items: z.array(storefrontItemAnswer) }) },
  "GET /api/artists/:username": { access: "all", params: z.object({ username: z.string().max(40) }), output: artistPageAnswer },
  "GET /api/artists/by-wallet/:address": { access: "all", params: walletParams, output: z.object({ artist: artistAnswer }) },
});
