import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";
import { AppError, INVALID_REQUEST } from "@wbe3/domain";

/**
 * zod's own message for an issue our schema gave no message of its own, with the field's name in
 * front. zod calls a per-parse error map only for such issues, so our messages (written for
 * people) pass through untouched and nothing has to recognise them by their text.
 */
function namedDefaultMessage(issue: z.core.$ZodRawIssue): string {
  const text = z.config().localeError?.(issue);
  const message = (typeof text === "string" ? text : text?.message) ?? "Invalid input";
  const field = issue.path?.join(".");
  return field ? `${field}: ${message}` : message;
}

/**
 * Request validation with the shared zod schemas. A failure becomes a 400 in the one error
 * shape with the first issue's message, so a caller can fix the request without guessing.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return validator(target, async (value): Promise<z.output<Schema>> => {
    const result = await schema.safeParseAsync(value, { error: namedDefaultMessage });
    if (!result.success) {
      throw new AppError("bad_request", result.error.issues[0]?.message ?? INVALID_REQUEST, { reason: "invalid_input" });
    }
    return result.data;
  });
}
