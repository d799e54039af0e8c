import { describe, expect, it } from "vitest";
import type { FieldErrors } from "react-hook-form";
import { describeFormErrors } from "./form-errors";

interface Values {
  email: string;
  password: string;
  royalty: number;
}

const MISSING = "Please fill in all fields";

function describe_(values: Partial<Values>, errors: FieldErrors<Values>) {
  return describeFormErrors<Values>({ getValues: (() => values) as never, formState: { errors } }, MISSING);
}

describe("describeFormErrors", () => {
  it("says the form's missing message once when a field in error is blank, and nothing under that field", () => {
    const errors = describe_({ email: "  ", password: "hunter22" }, { email: { type: "too_small", message: "anything the schema says" } });
    expect(errors.formMessage).toBe(MISSING);
    expect(errors.fieldError("email")).toBeUndefined();
    expect(errors.invalid("email")).toBe(true);
  });

  it("puts a filled field's own problem under it, whatever its text, with no form message", () => {
    const errors = describe_({ email: "not-an-email", password: "x" }, { email: { type: "invalid_format", message: MISSING } });
    expect(errors.formMessage).toBeNull();
    expect(errors.field("email")).toEqual({ error: MISSING, invalid: true });
    expect(errors.field("password")).toEqual({ error: undefined, invalid: false });
  });

  it("treats an empty number box as blank", () => {
    const errors = describe_({ royalty: Number.NaN }, { royalty: { type: "invalid_type", message: "Royalty must be a number." } });
    expect(errors.formMessage).toBe(MISSING);
  });
});
