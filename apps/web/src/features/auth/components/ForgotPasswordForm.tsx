import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AUTH_ERROR, FILL_ALL_FIELDS, passwordResetRequestSchema } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { notify } from "@/lib/toast";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { describeFormErrors } from "@/lib/form-errors";
import { serverMessage } from "../server-message";
import { FormAlert } from "@/components/ui/FormAlert";

/** Asks for a reset link by e-mail; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useForm<{ email: string }>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: "" } });
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const errors = describeFormErrors(form, FILL_ALL_FIELDS);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await request.mutateAsync(email);
      setSent(message);
    } catch (error) {
      notify.error(AUTH_ERROR.title, { description: serverMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <p className="text-sm text-muted-foreground">Enter your account's e-mail and we will send you a link to choose a new password.</p>
      <FormAlert message={errors.formMessage} />
      {sent && (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
          {sent}
        </p>
      )}
      <TextField label="E-mail" type="email" autoComplete="email" {...errors.field("email")} {...form.register("email")} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="link" onClick={onBack}>
          Back to log in
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Sending..." : "Send reset link"}
        </Button>
      </div>
    </form>
  );
}
