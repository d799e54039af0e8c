import { z } from "zod";
import { defineEndpoints } from "../shared/endpoint.ts";
import { sellerRevenueAnswer, artistStatsAnswer, followAnswer, followersPageAnswer, playAnswer } from "./answers.ts";
import { followersQuery, playBody } from "./stats.ts";

const artistParams = z.object({ username: z.string().max(40) });

/** Following artists, counting plays, and the artist's own figures. */
export const STATS_ENDPOINTS = defineEndpoints({
  "PUT /api/artists/:username/follow": { access: "signed-in", params: artistParams, output: followAnswer },
  "DELETE /api/artists/:username/follow": { access: "signed-in", params: artistParams, output: followAnswer },
  "POST /api/plays": { access: "all", body: playBody, output: playAnswer, rateLimit: "plays" },
  "GET /api/artist/stats": { access: ["artist"], output: artistStatsAnswer },
  // Whether the caller follows the artist (the embed card asks before showing Follow / Following).
  "GET /api/artists/:username/follow": { access: "signed-in", params: artistParams, output: followAnswer },
  // The stats card's details: who follows the artist.
  "GET /api/artist/followers": { access: ["artist"], query: followersQuery, output: followersPageAnswer },
  // Where a seller's revenue came from: an artist's (the stats card's details) or a partner's own.
  "GET /api/seller/revenue": { access: ["artist", "partner"], output: sellerRevenueAnswer },
});
