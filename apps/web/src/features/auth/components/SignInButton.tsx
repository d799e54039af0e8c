import { SIGN_IN_TITLE } from "@wbe3/domain";
import { Button, type ButtonProps } from "@/components/ui/Button";
import { loadSignInDialog } from "../auth-dialog-loaders";
import { openSignInDialog } from "../auth-dialogs";

type SignInButtonProps = Omit<ButtonProps, "onClick"> & {
  label?: string;
  /** After the dialog is asked for, e.g. to close the mobile menu it sits in. */
  onOpen?: () => void;
};

/** The "Sign In / Connect Wallet" button; the one dialog it opens lives in AuthDialogs. */
export function SignInButton({ label = SIGN_IN_TITLE, onOpen, ...buttonProps }: SignInButtonProps) {
  return (
    <Button
      aria-haspopup="dialog"
      {...buttonProps}
      // Warm the dialog's chunk (with the wallet stack) while the pointer is on its way.
      onPointerEnter={() => void loadSignInDialog()}
      onFocus={() => void loadSignInDialog()}
      onClick={() => {
        openSignInDialog();
        onOpen?.();
      }}
    >
      {label}
    </Button>
  );
}
