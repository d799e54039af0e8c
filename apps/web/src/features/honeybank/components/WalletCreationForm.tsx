import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  AppError,
  FILL_REQUIRED_FIELDS,
  WALLET_CREATE_FAILED,
  walletCreationSchema,
  type WalletCreationInput,
  type WalletCreation,
} from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { TextField } from "@/components/ui/TextField";
import { describeFormErrors } from "@/lib/form-errors";
import { useCreateWallet } from "../api/wallet";

const DEFAULTS: WalletCreationInput = { email: "", phone: "", referralCode: "" };

/**
 * SPEC §3's wallet creation form: e-mail, phone and an optional referral code. A code nobody
 * shares is said at its field; any other refusal as "Failed to create wallet" with the reason,
 * where focus then is.
 */
export function WalletCreationForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm<WalletCreationInput, unknown, WalletCreation>({
    resolver: zodResolver(walletCreationSchema),
    defaultValues: DEFAULTS,
  });
  const create = useCreateWallet();
  const errors = describeFormErrors(form, FILL_REQUIRED_FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(values);
      onCreated();
    } catch (error) {
      if (error instanceof AppError && error.reason === "referral_code_unknown") {
        form.setError("referralCode", { message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(`${WALLET_CREATE_FAILED}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  return (
    <form noValidate aria-label="Create your HoneyBank wallet" onSubmit={(event) => void submit(event)} className="grid max-w-md gap-4">
      <FormAlert message={errors.formMessage} />
      <TextField label="E-mail" type="email" autoComplete="email" {...errors.field("email")} {...form.register("email")} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="With its country code, e.g. +1 202 555 0143."
        {...errors.field("phone")}
        {...form.register("phone")}
      />
      <TextField label="Referral code (optional)" autoComplete="off" {...errors.field("referralCode")} {...form.register("referralCode")} />
      {failure && (
        <p ref={failureRef} tabIndex={-1} role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create wallet"}
        </Button>
      </div>
    </form>
  );
}
