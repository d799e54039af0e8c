import { z } from "zod";
import { defineEndpoints } from "../shared/endpoint.ts";
import { artistRevenueAnswer, artistStatsAnswer, followAnswer, followersPageAnswer, playAnswer } from "./answers.ts";
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
  // The stats card's details: who follows the artist, and where the revenue came from.
  "GET /api/artist/followers": { access: ["artist"], query: followersQuery, output: followersPageAnswer },
  "GET /api/artist/revenue": { access: ["artist"], output: artistRevenueAnswer },
});
