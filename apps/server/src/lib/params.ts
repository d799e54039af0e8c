import { z } from "zod";
import { INVALID_ID, normalizeAddress } from "@wbe3/domain";

/** A wallet address path parameter, checked with the SPEC's rule and message. */
export const walletParam = z.object({
  address: z.string().transform((value, ctx) => {
    try {
      return normalizeAddress(value);
    } catch (err) {
      ctx.addIssue({ code: "custom", message: err instanceof Error ? err.message : String(err) });
      return z.NEVER;
    }
  }),
});

export const uuidParam = z.object({ id: z.uuid(INVALID_ID) });
