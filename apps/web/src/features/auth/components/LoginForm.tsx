import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AUTH_ERROR, FILL_ALL_FIELDS, loginSchema, type LoginInput, type SignInResponse } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { notify } from "@/lib/toast";
import { useLogIn } from "../api/log-in";
import { describeFormErrors } from "@/lib/form-errors";
import { serverMessage } from "../server-message";
import { FormAlert } from "@/components/ui/FormAlert";

interface LoginFormProps {
  onLoggedIn: (response: SignInResponse) => void;
  onForgotPassword: () => void;
}

export function LoginForm({ onLoggedIn, onForgotPassword }: LoginFormProps) {
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const logIn = useLogIn();
  const errors = describeFormErrors(form, FILL_ALL_FIELDS);

  const submit = form.handleSubmit(async (values) => {
    try {
      onLoggedIn(await logIn.mutateAsync(values));
    } catch (error) {
      notify.error(AUTH_ERROR.title, { description: serverMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormAlert message={errors.formMessage} />
      <TextField label="E-mail" type="email" autoComplete="email" {...errors.field("email")} {...form.register("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...errors.field("password")}
        {...form.register("password")}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="link" onClick={onForgotPassword}>
          Forgot password?
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Logging in..." : "Log in"}
        </Button>
      </div>
    </form>
  );
}
