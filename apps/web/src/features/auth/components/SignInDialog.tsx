import { useId, useState, type ReactNode, type RefObject } from "react";
import {
  CONNECTING_LABEL,
  CONNECTION_FAILED,
  CONNECT_HINT,
  CONTINUE_LABEL,
  ROLE_LABEL,
  ROLE_PICKER_LABEL,
  SELECTABLE_ROLES,
  SIGN_IN_TITLE,
  isSelectableRole,
  type SelectableRole,
} from "@wbe3/domain";
import { Wallet } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/Dialog";
import { Label } from "@/components/ui/Label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/RadioGroup";
import { notify } from "@/lib/toast";

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Connects and signs in as the role; rejects with a readable message when it cannot. */
  onContinue: (role: SelectableRole) => Promise<void>;
  /** Where focus goes when the dialog closes (the control that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : CONNECTION_FAILED.title;
}

export function SignInDialog({ open, onOpenChange, onContinue, returnFocusRef }: SignInDialogProps) {
  const [role, setRole] = useState<SelectableRole | null>(null);
  const [busy, setBusy] = useState(false);
  const labelId = useId();

  async function handleContinue(): Promise<void> {
    if (!role || busy) return;
    setBusy(true);
    try {
      await onContinue(role);
      onOpenChange(false);
    } catch (error) {
      notify.error(CONNECTION_FAILED.title, { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      // Closing mid-connect would leave the wallet prompt orphaned, so the dialog stays while busy.
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusRef?.current) return;
          event.preventDefault();
          returnFocusRef.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Wallet aria-hidden="true" className="size-5" />
            {SIGN_IN_TITLE}
          </DialogTitle>
          <DialogDescription>{CONNECT_HINT}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <p id={labelId} className="text-sm font-medium">
            {ROLE_PICKER_LABEL}
          </p>
          <RadioGroup
            aria-labelledby={labelId}
            value={role ?? ""}
            onValueChange={(value) => {
              if (isSelectableRole(value)) setRole(value);
            }}
            disabled={busy}
            className="grid-cols-1 sm:grid-cols-3"
          >
            {SELECTABLE_ROLES.map((option) => (
              <RoleOption key={option} value={option}>
                {ROLE_LABEL[option]}
              </RoleOption>
            ))}
          </RadioGroup>
        </div>
        <DialogFooter>
          <Button onClick={() => void handleContinue()} disabled={!role || busy} aria-busy={busy}>
            {busy ? CONNECTING_LABEL : CONTINUE_LABEL}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function RoleOption({ value, children }: { value: SelectableRole; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-3 has-data-[state=checked]:border-primary-strong has-data-[state=checked]:bg-muted">
      <RadioGroupItem id={id} value={value} />
      <Label htmlFor={id} className="flex-1 cursor-pointer py-3">
        {children}
      </Label>
    </div>
  );
}
