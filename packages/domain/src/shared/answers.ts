import { z } from "zod";

/** A JSON answer that only confirms, with a sentence for the user. */
export const messageAnswer = z.object({ message: z.string() });

export const healthAnswer = z.object({
  status: z.literal("ok"),
  db: z.enum(["pglite", "postgres"]),
  chainId: z.number().int().nullable(),
  /** Contract name → deployed address. */
  contracts: z.record(z.string(), z.string()),
});
export type HealthResponse = z.output<typeof healthAnswer>;
