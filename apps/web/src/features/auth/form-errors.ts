import { FILL_ALL_FIELDS } from "@wbe3/domain";
import type { FieldErrors, FieldValues, Path } from "react-hook-form";

/**
 * SPEC 5 says "Please fill in all fields" once for the whole form; other problems (a malformed
 * e-mail, a weak password) belong under their own field.
 */
export function describeFormErrors<Values extends FieldValues>(errors: FieldErrors<Values>) {
  const messageOf = (name: Path<Values>): string | undefined => {
    const message = errors[name]?.message;
    return typeof message === "string" ? message : undefined;
  };
  const missingFields = Object.values(errors).some((error) => error?.message === FILL_ALL_FIELDS);
  return {
    formMessage: missingFields ? FILL_ALL_FIELDS : null,
    fieldError: (name: Path<Values>) => {
      const message = messageOf(name);
      return message === FILL_ALL_FIELDS ? undefined : message;
    },
    invalid: (name: Path<Values>) => errors[name] !== undefined,
  };
}
