import { Suspense, lazy } from "react";
import { loadEmailAuthDialog, loadSignInDialog } from "../auth-dialog-loaders";
import { closeAuthDialog, setEmailTab, useAuthDialogs } from "../auth-dialogs";

const SignInDialog = lazy(() => loadSignInDialog().then((module) => ({ default: module.SignInDialog })));
const EmailAuthDialog = lazy(() => loadEmailAuthDialog().then((module) => ({ default: module.EmailAuthDialog })));

/** The app's one wallet sign-in dialog and one e-mail dialog, each loaded when first opened. */
export function AuthDialogs() {
  const state = useAuthDialogs();
  const onOpenChange = (open: boolean) => {
    if (!open) closeAuthDialog();
  };
  return (
    <>
      {state.mounted.wallet && (
        <Suspense fallback={null}>
          <SignInDialog open={state.open === "wallet"} onOpenChange={onOpenChange} />
        </Suspense>
      )}
      {state.mounted.email && (
        <Suspense fallback={null}>
          <EmailAuthDialog open={state.open === "email"} onOpenChange={onOpenChange} tab={state.emailTab} onTabChange={setEmailTab} />
        </Suspense>
      )}
    </>
  );
}
