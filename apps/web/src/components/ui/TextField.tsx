import { useId, type ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./Input";
import { Label } from "./Label";

type TextFieldProps = ComponentProps<typeof Input> & {
  label: string;
  /** Shown under the field and announced with it. */
  error?: string | undefined;
  /** Marks the field invalid without a message of its own (the form says why once). */
  invalid?: boolean;
  hint?: string;
};

/** A labelled input whose hint and error are tied to it for assistive tech. */
export function TextField({ label, error, invalid, hint, className, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={Boolean(error) || invalid || undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
