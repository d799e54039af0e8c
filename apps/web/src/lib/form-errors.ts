import type { FieldErrors, FieldValues, Path } from "react-hook-form";

/**
 * SPEC's "fill in the fields" message (each form has its own wording) is said once for the whole
 * form; other problems (a malformed e-mail, a weak password, a taken username) belong under their
 * own field.
 */
export function describeFormErrors<Values extends FieldValues>(errors: FieldErrors<Values>, missingMessage: string) {
  const messageOf = (name: Path<Values>): string | undefined => {
    const message = errors[name]?.message;
    return typeof message === "string" ? message : undefined;
  };
  const missing = Object.values(errors).some((error) => error?.message === missingMessage);
  const fieldError = (name: Path<Values>) => {
    const message = messageOf(name);
    return message === missingMessage ? undefined : message;
  };
  const invalid = (name: Path<Values>) => errors[name] !== undefined;
  return {
    formMessage: missing ? missingMessage : null,
    fieldError,
    invalid,
    /** A TextField's `error` and `invalid` for the field, to spread onto it. */
    field: (name: Path<Values>) => ({ error: fieldError(name), invalid: invalid(name) }),
  };
}
