import type { ComponentProps } from "react";
import type { FieldPath, RegisterOptions, UseFormReturn } from "react-hook-form";
import type { CreateShow, CreateShowInput } from "@wbe3/domain";
import { TextField } from "@/components/ui/TextField";

export type ShowForm = UseFormReturn<CreateShowInput, unknown, CreateShow>;
type ShowField = FieldPath<CreateShowInput>;

type ShowTextFieldProps = Omit<ComponentProps<typeof TextField>, "error" | "name" | "form"> & {
  form: ShowForm;
  name: ShowField;
  /** How the form reads the input's value (react-hook-form's register options). */
  options?: RegisterOptions<CreateShowInput, ShowField>;
};

/** A text field of the show form: registered under `name`, with that field's error under it. */
export function ShowTextField({ form, name, options, ...field }: ShowTextFieldProps) {
  return <TextField {...field} error={form.getFieldState(name, form.formState).error?.message} {...form.register(name, options)} />;
}
