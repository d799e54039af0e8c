import { useId, useState, type ReactNode } from "react";
import {
  CONNECTING_LABEL,
  CONNECT_HINT,
  CONTINUE_LABEL,
  ROLE_LABEL,
  ROLE_PICKER_LABEL,
  SELECTABLE_ROLES,
  SIGN_IN_TITLE,
  isSelectableRole,
  type SelectableRole,
  type SignInResponse,
} from "@wbe3/domain";
import { Wallet } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/Dialog";
import { Label } from "@/components/ui/Label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/RadioGroup";
import { returnFocus } from "../auth-dialogs";
import { useFinishSignIn } from "../hooks/use-finish-sign-in";
import { useWalletSignIn } from "../hooks/use-wallet-sign-in";
import { WalletChooser } from "./WalletChooser";

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC 2's wallet sign-in: pick a role (and a wallet), Continue, sign, land on the role's home. */
export function SignInDialog({ open, onOpenChange }: SignInDialogProps) {
  const [role, setRole] = useState<SelectableRole | null>(null);
  const finishSignIn = useFinishSignIn();
  const wallet = useWalletSignIn((response: SignInResponse) => {
    onOpenChange(false);
    finishSignIn(response);
  });
  const roleLabelId = useId();
  const working = wallet.busy || wallet.switching;

  return (
    <Dialog
      open={open}
      // Closing mid-connect would leave the wallet prompt orphaned, so the dialog stays while busy;
      // a WalletConnect code waiting for a phone is the exception: closing cancels the wait.
      onOpenChange={(next) => {
        if (!next && wallet.pairingUri) wallet.cancel();
        else if (working) return;
        onOpenChange(next);
      }}
    >
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Wallet aria-hidden="true" className="size-5" />
            {SIGN_IN_TITLE}
          </DialogTitle>
          <DialogDescription>{CONNECT_HINT}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <p id={roleLabelId} className="text-sm font-medium">
            {ROLE_PICKER_LABEL}
          </p>
          <RadioGroup
            aria-labelledby={roleLabelId}
            value={role ?? ""}
            onValueChange={(value) => {
              if (isSelectableRole(value)) setRole(value);
            }}
            disabled={working}
            className="grid-cols-1 sm:grid-cols-3"
          >
            {SELECTABLE_ROLES.map((option) => (
              <RoleOption key={option} value={option}>
                {ROLE_LABEL[option]}
              </RoleOption>
            ))}
          </RadioGroup>
        </div>
        <WalletChooser wallet={wallet} />
        <DialogFooter>
          <Button onClick={() => void wallet.start({ kind: "sign-in", role })} disabled={!role || working} aria-busy={wallet.busy}>
            {wallet.busy ? CONNECTING_LABEL : CONTINUE_LABEL}
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
