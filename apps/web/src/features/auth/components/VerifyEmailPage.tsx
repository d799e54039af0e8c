import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { PATHS } from "@/config/paths";
import { meQueryKey } from "@/lib/session/get-me";
import { useViewer } from "@/lib/session/use-viewer";
import { useVerifyEmail } from "../api/verify-email";
import { StatusPanel } from "./StatusPanel";

/** The target of the verification mail: spends the link's token once and says how it went. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const verification = useVerifyEmail(token);
  const queryClient = useQueryClient();
  const { user } = useViewer();

  useEffect(() => {
    // The signed-in user's "verified" flag just changed on the server.
    if (verification.isSuccess) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [verification.isSuccess, queryClient]);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Verify E-mail</h1>
      {token === null ? (
        <StatusPanel
          tone="error"
          title="This link is incomplete"
          description="Open the link from your verification e-mail again; if you copied it, copy all of it."
        />
      ) : verification.isPending ? (
        <StatusPanel tone="working" title="Verifying your e-mail…" description="This takes a moment." />
      ) : verification.isSuccess ? (
        <StatusPanel tone="success" title="Your e-mail is verified" description="Thank you. Your account is ready to use.">
          <ButtonLink to={user ? PATHS.tiers : PATHS.home}>{user ? "Choose your tier" : "Go to the home page"}</ButtonLink>
        </StatusPanel>
      ) : (
        <StatusPanel
          tone="error"
          title="We could not verify your e-mail"
          description={`${verification.error.message} Verification links work once, for 48 hours.`}
        >
          <ButtonLink to={PATHS.home} variant="outline">
            Go to the home page
          </ButtonLink>
        </StatusPanel>
      )}
    </div>
  );
}
