import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError } from "@wbe3/domain";

/**
 * Request validation with the shared zod schemas. A failure becomes a 400 in the one error
 * shape, naming the first offending field, so a caller can fix the request without guessing.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const field = issue?.path.join(".");
    const message = issue ? (field && !issue.message.includes(field) ? `${field}: ${issue.message}` : issue.message) : "Invalid request";
    throw new AppError("bad_request", message);
  });
}
