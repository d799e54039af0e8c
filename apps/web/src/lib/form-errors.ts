import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";

/** A field the person has not filled in: nothing, only spaces, an empty number box or an empty list. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "number") return Number.isNaN(value);
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof FileList !== "undefined" && value instanceof FileList) return value.length === 0;
  return false;
}

/**
 * SPEC's "fill in the fields" message (each form has its own wording) is said once for the whole
 * form; other problems (a malformed e-mail, a weak password, a taken username) belong under their
 * own field. Which is which follows from the values: a field in error that is blank is missing.
 */
export function describeFormErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "getValues"> & { formState: { errors: FieldErrors<Values> } },
  missingMessage: string,
) {
  const errors = form.formState.errors;
  const values = form.getValues() as Record<string, unknown>;
  const missingField = (name: string) => errors[name] !== undefined && isBlank(values[name]);
  const fieldError = (name: Path<Values>): string | undefined => {
    const message = errors[name]?.message;
    return typeof message === "string" && !missingField(name) ? message : undefined;
  };
  const invalid = (name: Path<Values>) => errors[name] !== undefined;
  return {
    formMessage: Object.keys(errors).some(missingField) ? missingMessage : null,
    fieldError,
    invalid,
    /** A TextField's `error` and `invalid` for the field, to spread onto it. */
    field: (name: Path<Values>) => ({ error: fieldError(name), invalid: invalid(name) }),
  };
}

/** The first message in a field's errors, whether on the list itself or on one of its lines. */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message !== "") return message;
  for (const value of Object.values(error)) {
    if (value === error) continue;
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}
