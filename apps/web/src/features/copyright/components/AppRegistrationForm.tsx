import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import {
  anchorsOnChain,
  APP_WORK_TYPES,
  appRegistrationSchema,
  COPYRIGHT_REQUIRED_FIELDS,
  DEFAULT_REGISTRATION_TYPE,
  filesWithOffice,
  officeApplication,
} from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { TextField } from "@/components/ui/TextField";
import { describeFormErrors } from "@/lib/form-errors";
import { useRegistrationFlow } from "../hooks/use-registration-flow";
import { useWorkFile } from "../hooks/use-work-file";
import { DescriptionField, WorkTypeField } from "./FormFields";
import { RegistrationOptions } from "./RegistrationOptions";
import { RegistrationProgress } from "./RegistrationProgress";
import { WorkFileField } from "./WorkFileField";

const schema = appRegistrationSchema.omit({ form: true, sha256: true, cid: true });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const DEFAULTS: Input = {
  workTitle: "",
  authorName: "",
  pseudonym: "",
  workType: "music",
  description: "",
  registrationType: DEFAULT_REGISTRATION_TYPE,
  madeForHire: false,
  publishDetails: false,
};

/** The checked form as the API's multipart form reads it. */
function appFields(values: Output): Record<string, string> {
  return {
    form: "app",
    workTitle: values.workTitle,
    authorName: values.authorName,
    pseudonym: values.pseudonym,
    workType: values.workType,
    description: values.description,
    registrationType: values.registrationType,
    madeForHire: String(values.madeForHire),
    publishDetails: String(values.publishDetails),
  };
}

/**
 * SPEC 3's app form (the /copyright page): work title and author name required (SPEC 5), the
 * author claims the work, and the file (the lyrics text, or any work's file) is fingerprinted in
 * the browser. Sent and anchored by the same flow as the studio's form.
 */
export function AppRegistrationForm() {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: DEFAULTS });
  const workFile = useWorkFile();
  const flow = useRegistrationFlow(workFile);
  const [fileKey, setFileKey] = useState(0);
  const id = useId();
  const fileId = `${id}-file`;
  const errors = describeFormErrors(form, COPYRIGHT_REQUIRED_FIELDS);
  const [author, madeForHire, registrationType] = useWatch({
    control: form.control,
    name: ["authorName", "madeForHire", "registrationType"],
  });
  const type = registrationType ?? DEFAULT_REGISTRATION_TYPE;
  const application = filesWithOffice(type)
    ? officeApplication({ author: author, claimant: author, madeForHire: madeForHire === true || madeForHire === "true" })
    : null;

  const submit = form.handleSubmit(
    async (values) => {
      if (!workFile.check({ focus: fileId })) return;
      const created = await flow.submit(appFields(values), { title: values.workTitle, anchors: anchorsOnChain(values.registrationType) });
      if (!created) return;
      form.reset(DEFAULTS);
      workFile.reset();
      setFileKey((key) => key + 1);
    },
    () => workFile.check({}),
  );

  return (
    <form noValidate aria-label="Register a work" onSubmit={(event) => void submit(event)} className="grid gap-5">
      <FormAlert message={errors.formMessage} />
      <TextField label="Work title" {...errors.field("workTitle")} {...form.register("workTitle")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Author name" {...errors.field("authorName")} {...form.register("authorName")} />
        <TextField label="Pseudonym (optional)" {...errors.field("pseudonym")} {...form.register("pseudonym")} />
      </div>
      <WorkTypeField id={`${id}-type`} types={APP_WORK_TYPES} field={form.register("workType")} />
      <DescriptionField id={`${id}-description`} field={form.register("description")} error={errors.fieldError("description")} />
      <WorkFileField key={fileKey} id={fileId} label="File (the lyrics text, or the work's file)" workFile={workFile} />
      <RegistrationOptions
        fields={{
          registrationType: form.register("registrationType"),
          madeForHire: form.register("madeForHire"),
          publishDetails: form.register("publishDetails"),
        }}
        application={application}
      />
      <RegistrationProgress state={flow.state} workFile={workFile} />
      <div>
        <Button type="submit" disabled={flow.busy}>
          {flow.busy ? "Registering…" : "Register work"}
        </Button>
      </div>
    </form>
  );
}
