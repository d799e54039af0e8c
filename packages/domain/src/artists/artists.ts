import { z } from "zod";
import { FILL_REQUIRED_FIELDS } from "../shared/messages.ts";
import { textField } from "../shared/text.ts";

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{2,40}$/;
const USERNAME_RULE = "Username: 2 to 40 letters, digits, dots, dashes or underscores.";

export const artistProfileSchema = z.object({
  username: textField({ label: "Username", max: 40, tooLong: USERNAME_RULE, required: FILL_REQUIRED_FIELDS }).regex(
    USERNAME_PATTERN,
    USERNAME_RULE,
  ),
  name: textField({ label: "Name", max: 80, tooLong: "Name must be at most 80 characters.", required: FILL_REQUIRED_FIELDS }),
  bio: textField({ label: "About", max: 1000, tooLong: "About must be at most 1000 characters.", multiline: true }).default(""),
  appleMusicArtistId: z
    .string()
    .trim()
    .regex(/^[0-9]{1,20}$/, "Apple Music artist ID: the number at the end of the artist's Apple Music link.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type ArtistProfileInput = z.input<typeof artistProfileSchema>;

/** Artists per Discover page; the "Coming Soon" card shows while fewer than this exist. */
export const ARTIST_DIRECTORY_PAGE_SIZE = 12;

/** `GET /api/artists?cursor=`: the `nextCursor` of the previous page (opaque to callers). */
export const artistDirectoryQuery = z.object({ cursor: z.string().max(200).optional() });
