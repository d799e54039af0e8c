import { useState } from "react";
import { MailWarning } from "lucide-react";
import { AUTH_ERROR, EMAIL_NOT_VERIFIED, pendingRoleNote } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { notify } from "@/lib/toast";
import { useViewer } from "@/lib/session/use-viewer";
import { useResendVerification } from "../api/resend-verification";
import { serverMessage } from "../server-message";

/**
 * For a signed-in account whose e-mail is unverified: says so, says what access waits for the
 * verification (a configured admin or privileged e-mail), and offers a new link.
 */
export function EmailVerificationNotice() {
  const { user } = useViewer();
  const resend = useResendVerification();
  const [sent, setSent] = useState<string | null>(null);
  if (!user?.email || user.emailVerified) return null;
  const email = user.email;

  const onResend = async () => {
    try {
      setSent((await resend.mutateAsync(email)).message);
    } catch (error) {
      notify.error(AUTH_ERROR.title, { description: serverMessage(error) });
    }
  };

  return (
    <section aria-label={EMAIL_NOT_VERIFIED.title} className="border-b border-border bg-muted">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
        <MailWarning aria-hidden="true" className="size-5 shrink-0 text-primary-strong" />
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">{EMAIL_NOT_VERIFIED.title}.</strong> {EMAIL_NOT_VERIFIED.description}
          {user.pendingRole && <> {pendingRoleNote(user.pendingRole)}</>}
        </p>
        {sent ? (
          <p role="status">{sent}</p>
        ) : (
          <Button size="sm" variant="outline" disabled={resend.isPending} aria-busy={resend.isPending} onClick={() => void onResend()}>
            {EMAIL_NOT_VERIFIED.resend}
          </Button>
        )}
      </div>
    </section>
  );
}
