import type { UseFormRegisterReturn } from "react-hook-form";
import { REGISTRATION_TYPE_LABELS, REGISTRATION_TYPES, type OfficeApplication } from "@wbe3/domain";
import { OfficeApplicationNote } from "./OfficeApplicationNote";

const CHECK_LABEL = "inline-flex min-h-6 items-center gap-2 text-sm font-medium";

interface RegistrationOptionsProps {
  fields: {
    registrationType: UseFormRegisterReturn;
    madeForHire: UseFormRegisterReturn;
    publishDetails: UseFormRegisterReturn;
  };
  /** The office's application for these answers, when the registration type files with it. */
  application: OfficeApplication | null;
}

/** Both forms' closing questions: where to register, made for hire, what the verify page may show. */
export function RegistrationOptions({ fields, application }: RegistrationOptionsProps) {
  return (
    <>
      <fieldset className="grid gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-medium">Registration type</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {REGISTRATION_TYPES.map((type) => (
            <label key={type} className="inline-flex min-h-6 items-center gap-2 text-sm">
              <input type="radio" value={type} className="size-5" {...fields.registrationType} />
              {REGISTRATION_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        <OfficeApplicationNote application={application} />
      </fieldset>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <label className={CHECK_LABEL}>
          <input type="checkbox" className="size-5" {...fields.madeForHire} />
          Made for hire
        </label>
        <label className={CHECK_LABEL}>
          <input type="checkbox" className="size-5" {...fields.publishDetails} />
          Publish title and author on the public verify page
        </label>
      </div>
    </>
  );
}
