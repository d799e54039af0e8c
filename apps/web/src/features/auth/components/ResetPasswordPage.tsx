import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSearchParams } from "react-router";
import { AUTH_ERROR, FILL_ALL_FIELDS, PASSWORD_LIMITS, passwordResetSchema } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
import { TextField } from "@/components/ui/TextField";
import { notify } from "@/lib/toast";
import { useResetPassword } from "../api/reset-password";
import { openEmailDialog } from "../auth-dialogs";
import { describeFormErrors } from "@/lib/form-errors";
import { serverMessage } from "../server-message";
import { FormAlert } from "@/components/ui/FormAlert";
import { StatusPanel } from "./StatusPanel";

const LINK_UNUSABLE = "This reset link is invalid or has expired. Ask for a new one from Log in → Forgot password?";

interface ResetValues {
  token: string;
  password: string;
}

/** The target of the reset mail: choose a new password with the link's token. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Reset Password</h1>
      {token === null ? (
        <StatusPanel
          tone="error"
          title="This link is incomplete"
          description="Open the link from your reset e-mail again; if you copied it, copy all of it."
        />
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<ResetValues>({ resolver: zodResolver(passwordResetSchema), defaultValues: { token, password: "" } });
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const errors = describeFormErrors(form, FILL_ALL_FIELDS);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      setFailure(serverMessage(error));
      notify.error(AUTH_ERROR.title, { description: serverMessage(error) });
    }
  });

  if (reset.isSuccess) {
    return (
      <StatusPanel
        tone="success"
        title="Your password has been changed"
        description="Every other session of your account was signed out. Log in with your new password."
      >
        <Button aria-haspopup="dialog" onClick={() => openEmailDialog("login")}>
          Log in
        </Button>
      </StatusPanel>
    );
  }

  return (
    <Card>
      <CardContent className="pt-5">
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormAlert message={errors.invalid("token") ? LINK_UNUSABLE : (failure ?? errors.formMessage)} />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_LIMITS.min} characters.`}
            {...errors.field("password")}
            {...form.register("password")}
          />
          <Button
            type="submit"
            className="justify-self-start"
            disabled={form.formState.isSubmitting}
            aria-busy={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? "Saving..." : "Save new password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
