import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError } from "@wbe3/domain";

/**
 * Request validation with the shared zod schemas. A failure becomes a 400 in the one error
 * shape, naming the first offending field, so a caller can fix the request without guessing.
 */
const ZOD_DEFAULT_MESSAGE = /^(Invalid [a-z ]+:|Too (big|small):|Unrecognized key)/;

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const field = issue?.path.join(".");
    // Our schemas carry messages written for people; zod's own defaults get the field's name.
    const isZodDefault = issue ? ZOD_DEFAULT_MESSAGE.test(issue.message) : true;
    const message = !issue ? "Invalid request" : field && isZodDefault ? `${field}: ${issue.message}` : issue.message;
    throw new AppError("bad_request", message);
  });
}
