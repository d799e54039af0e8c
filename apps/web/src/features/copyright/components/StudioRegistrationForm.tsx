import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import {
  anchorsOnChain,
  COPYRIGHT_REQUIRED_FIELDS,
  DEFAULT_REGISTRATION_TYPE,
  filesWithOffice,
  officeApplication,
  STUDIO_WORK_TYPES,
  studioRegistrationSchema,
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

const schema = studioRegistrationSchema.omit({ form: true, sha256: true, cid: true });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const DEFAULTS: Input = {
  title: "",
  author: "",
  yearCreated: "",
  workType: "music",
  description: "",
  claimantName: "",
  registrationType: DEFAULT_REGISTRATION_TYPE,
  madeForHire: false,
  publishDetails: false,
};

/** The checked form as the API's multipart form reads it. */
function studioFields(values: Output): Record<string, string> {
  return {
    form: "studio",
    title: values.title,
    author: values.author,
    yearCreated: values.yearCreated === null ? "" : String(values.yearCreated),
    workType: values.workType,
    description: values.description,
    claimantName: values.claimantName,
    registrationType: values.registrationType,
    madeForHire: String(values.madeForHire),
    publishDetails: String(values.publishDetails),
  };
}

/**
 * SPEC 3's studio form (Register Work): title, author and claimant name required (SPEC 5: "Please
 * fill in required fields" at the form, the first missing field focused), the work's file
 * fingerprinted in the browser, and the office's application and fee shown as the answers change.
 */
export function StudioRegistrationForm() {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: DEFAULTS });
  const workFile = useWorkFile();
  const flow = useRegistrationFlow(workFile);
  const [fileKey, setFileKey] = useState(0);
  const id = useId();
  const fileId = `${id}-file`;
  const errors = describeFormErrors(form, COPYRIGHT_REQUIRED_FIELDS);
  const [author, claimant, madeForHire, registrationType] = useWatch({
    control: form.control,
    name: ["author", "claimantName", "madeForHire", "registrationType"],
  });
  const type = registrationType ?? DEFAULT_REGISTRATION_TYPE;
  const application = filesWithOffice(type)
    ? officeApplication({ author: author, claimant: claimant, madeForHire: madeForHire === true || madeForHire === "true" })
    : null;

  const submit = form.handleSubmit(
    async (values) => {
      if (!workFile.check({ focus: fileId })) return;
      const created = await flow.submit(studioFields(values), { title: values.title, anchors: anchorsOnChain(values.registrationType) });
      if (!created) return;
      form.reset(DEFAULTS);
      workFile.reset();
      setFileKey((key) => key + 1);
      // The first field missing takes focus; the file's own problem is said at it as well.
    },
    () => workFile.check({}),
  );

  return (
    <form noValidate aria-label="Register work" onSubmit={(event) => void submit(event)} className="grid gap-5">
      <FormAlert message={errors.formMessage} />
      <TextField label="Title" {...errors.field("title")} {...form.register("title")} />
      <TextField
        label="Author"
        hint="Several authors: separate them with commas."
        {...errors.field("author")}
        {...form.register("author")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Year created" inputMode="numeric" {...errors.field("yearCreated")} {...form.register("yearCreated")} />
        <WorkTypeField id={`${id}-type`} types={STUDIO_WORK_TYPES} field={form.register("workType")} />
      </div>
      <DescriptionField id={`${id}-description`} field={form.register("description")} error={errors.fieldError("description")} />
      <TextField label="Claimant name" {...errors.field("claimantName")} {...form.register("claimantName")} />
      <WorkFileField key={fileKey} id={fileId} label="File" workFile={workFile} />
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
