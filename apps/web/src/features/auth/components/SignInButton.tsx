import { Suspense, lazy, useRef, useState } from "react";
import { SIGN_IN_TITLE } from "@wbe3/domain";
import { Button, type ButtonProps } from "@/components/ui/Button";
import { useSignIn } from "../hooks/use-sign-in";

// The dialog and its Radix parts load when first wanted, keeping them out of the first screen.
const loadSignInDialog = () => import("./SignInDialog");
const SignInDialog = lazy(() => loadSignInDialog().then((module) => ({ default: module.SignInDialog })));

type SignInButtonProps = Omit<ButtonProps, "onClick"> & { label?: string };

/** The "Sign In / Connect Wallet" button together with the dialog it opens. */
export function SignInButton({ label = SIGN_IN_TITLE, ...buttonProps }: SignInButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const signIn = useSignIn();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...buttonProps}
        onPointerEnter={() => void loadSignInDialog()}
        onFocus={() => void loadSignInDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SignInDialog open={open} onOpenChange={setOpen} onContinue={signIn} returnFocusRef={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
