import type { UseFormRegisterReturn } from "react-hook-form";
import { WORK_TYPE_LABELS, type WorkType } from "@wbe3/domain";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";

const SELECT_CLASS =
  "min-h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

interface WorkTypeFieldProps {
  id: string;
  /** The form's own list (the studio's and the app's differ, SPEC 3). */
  types: readonly WorkType[];
  field: UseFormRegisterReturn;
}

export function WorkTypeField({ id, types, field }: WorkTypeFieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Work type</Label>
      <select id={id} className={SELECT_CLASS} {...field}>
        {types.map((type) => (
          <option key={type} value={type}>
            {WORK_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DescriptionField({ id, field, error }: { id: string; field: UseFormRegisterReturn; error: string | undefined }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Description</Label>
      <Textarea id={id} rows={3} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...field} />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
