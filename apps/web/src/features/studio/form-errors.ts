import type { FieldErrors, FieldValues, Path } from "react-hook-form";

/**
 * The "fill in the required fields" message is said once for the whole form; other problems
 * (a malformed price, a taken username) belong under their own field.
 */
export function describeFormErrors<Values extends FieldValues>(errors: FieldErrors<Values>, missingMessage: string) {
  const messageOf = (name: Path<Values>): string | undefined => {
    const message = errors[name]?.message;
    return typeof message === "string" ? message : undefined;
  };
  const missing = Object.values(errors).some((error) => error?.message === missingMessage);
  return {
    formMessage: missing ? missingMessage : null,
    fieldError: (name: Path<Values>) => {
      const message = messageOf(name);
      return message === missingMessage ? undefined : message;
    },
    invalid: (name: Path<Values>) => errors[name] !== undefined,
  };
}
