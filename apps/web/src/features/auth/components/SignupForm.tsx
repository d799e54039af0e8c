import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  AUTH_ERROR,
  FILL_ALL_FIELDS,
  PASSWORD_LIMITS,
  ROLE_LABEL,
  SIGNUP_SUCCESS,
  signupSchema,
  type SignupInput,
  type SignupRole,
  type SignUpResponse,
} from "@wbe3/domain";
import { Headphones, Mic, type LucideIcon } from "lucide-react";
import { TextField } from "@/components/ui/TextField";
import { notify } from "@/lib/toast";
import { useSignUp } from "../api/sign-up";
import { describeFormErrors } from "@/lib/form-errors";
import { serverMessage } from "../server-message";
import { FormAlert } from "@/components/ui/FormAlert";

const ACCOUNT_TYPES: readonly { role: SignupRole; Icon: LucideIcon; description: string }[] = [
  { role: "fan", Icon: Headphones, description: "Collect music, tickets and editions in your vault." },
  { role: "artist", Icon: Mic, description: "Upload, mint and sell your work, and host live shows." },
];

/** E-mail sign-up (SPEC 2, 5): choosing the Fan or Artist card submits with that account type. */
export function SignupForm({ onSignedUp }: { onSignedUp: (response: SignUpResponse) => void }) {
  const form = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: "", email: "", password: "", role: "fan" },
  });
  const signUp = useSignUp();
  const [submittingAs, setSubmittingAs] = useState<SignupRole | null>(null);
  const errors = describeFormErrors(form, FILL_ALL_FIELDS);
  const legendId = useId();

  async function submitAs(role: SignupRole): Promise<void> {
    if (submittingAs) return;
    form.setValue("role", role);
    setSubmittingAs(role);
    await form.handleSubmit(async (values) => {
      try {
        const response = await signUp.mutateAsync(values);
        notify.success(SIGNUP_SUCCESS);
        onSignedUp(response);
      } catch (error) {
        notify.error(AUTH_ERROR.title, { description: serverMessage(error) });
      }
    })();
    setSubmittingAs(null);
  }

  return (
    // Submitting happens through the account-type cards, never by pressing Enter in a field.
    <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-4">
      <FormAlert message={errors.formMessage} />
      <TextField label="Name" autoComplete="name" {...errors.field("name")} {...form.register("name")} />
      <TextField label="E-mail" type="email" autoComplete="email" {...errors.field("email")} {...form.register("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_LIMITS.min} characters.`}
        {...errors.field("password")}
        {...form.register("password")}
      />
      <fieldset className="grid gap-2" aria-labelledby={legendId}>
        <legend id={legendId} className="mb-1 text-sm font-medium">
          Create my account as
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ACCOUNT_TYPES.map(({ role, Icon, description }) => (
            <AccountTypeCard
              key={role}
              role={role}
              Icon={Icon}
              description={description}
              busy={submittingAs === role}
              disabled={submittingAs !== null}
              onChoose={() => void submitAs(role)}
            />
          ))}
        </div>
      </fieldset>
    </form>
  );
}

interface AccountTypeCardProps {
  role: SignupRole;
  Icon: LucideIcon;
  description: string;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

function AccountTypeCard({ role, Icon, description, busy, disabled, onChoose }: AccountTypeCardProps) {
  const descriptionId = useId();
  return (
    <button
      type="button"
      onClick={onChoose}
      disabled={disabled}
      aria-busy={busy}
      aria-describedby={descriptionId}
      className="flex min-h-24 flex-col items-start gap-1 rounded-xl border border-border bg-background p-4 text-left hover:border-primary-strong hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
    >
      <span className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 text-primary-strong" />
        <span>
          <span className="sr-only">Sign up as </span>
          {ROLE_LABEL[role]}
        </span>
      </span>
      <span id={descriptionId} aria-hidden="true" className="text-sm text-muted-foreground">
        {busy ? "Creating your account..." : description}
      </span>
    </button>
  );
}
