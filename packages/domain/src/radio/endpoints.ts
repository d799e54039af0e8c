import { defineEndpoints } from "../shared/endpoint.ts";
import { radioTracksAnswer } from "./answers.ts";

/** The most tracks one radio session is built from (the newest ones). */
export const RADIO_TRACK_LIMIT = 200;

/** What WBE3 Radio plays. */
export const RADIO_ENDPOINTS = defineEndpoints({
  "GET /api/radio/tracks": { access: "all", output: radioTracksAnswer },
});
