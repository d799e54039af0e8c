import { z } from "zod";
import { defineEndpoints } from "../shared/endpoint.ts";
import { artistStatsAnswer, followAnswer, playAnswer } from "./answers.ts";
import { playBody } from "./stats.ts";

const artistParams = z.object({ username: z.string().max(40) });

/** Following artists, counting plays, and the artist's own figures. */
export const STATS_ENDPOINTS = defineEndpoints({
  "PUT /api/artists/:username/follow": { access: "signed-in", params: artistParams, output: followAnswer },
  "DELETE /api/artists/:username/follow": { access: "signed-in", params: artistParams, output: followAnswer },
  "POST /api/plays": { access: "all", body: playBody, output: playAnswer, rateLimit: "plays" },
  "GET /api/artist/stats": { access: ["artist"], output: artistStatsAnswer },
});
