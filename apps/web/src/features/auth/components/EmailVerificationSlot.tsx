import { Suspense, lazy } from "react";
import { useViewer } from "@/lib/session/use-viewer";

// Loaded only for an account with an unverified e-mail, so nobody else downloads the notice.
const EmailVerificationNotice = lazy(() =>
  import("./EmailVerificationNotice").then((module) => ({ default: module.EmailVerificationNotice })),
);

/** Where the e-mail verification notice appears, for the accounts that need it. */
export function EmailVerificationSlot() {
  const { user } = useViewer();
  if (!user?.email || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationNotice />
    </Suspense>
  );
}
