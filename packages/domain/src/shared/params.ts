import { z } from "zod";
import { INVALID_ID } from "./request-errors.ts";

/** An `:id` path parameter naming one of our records. */
export const idParams = z.object({ id: z.uuid(INVALID_ID) });
