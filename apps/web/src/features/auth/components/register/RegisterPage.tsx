import { Suspense, lazy } from "react";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { PATHS, SIGNUP_TIERS_PATH } from "@/config/paths";
import { useViewer } from "@/lib/session/use-viewer";
import { openEmailDialog } from "../../auth-dialogs";
import { useFinishSignIn } from "../../hooks/use-finish-sign-in";
import { SignupForm } from "../SignupForm";
import { RegisterStepper } from "./RegisterStepper";

// The wallet stack loads only once the user reaches the wallet step.
const LinkWalletStep = lazy(() => import("./LinkWalletStep").then((module) => ({ default: module.LinkWalletStep })));

function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** /register: account, then wallet, then /tiers; the server's session says which step is next. */
export function RegisterPage() {
  const { user, isLoading } = useViewer();
  const finishSignIn = useFinishSignIn();
  const step = !user ? 1 : !user.walletAddress ? 2 : 3;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Sign Up</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Create a fan or artist account, connect your wallet, then choose a tier to finish and land on your dashboard.
      </p>
      <div className="mt-8">
        <RegisterStepper current={isLoading ? 1 : step} />
      </div>
      <Card className="mt-6">
        {isLoading ? (
          <CardContent className="pt-5">
            <Skeleton className="h-48 w-full rounded-md" />
          </CardContent>
        ) : step === 1 ? (
          <>
            <CardHeader>
              <h2 className="text-xl font-semibold">Create your account</h2>
              <CardDescription>
                Already have one?{" "}
                <Button variant="link" size="sm" onClick={() => openEmailDialog("login")}>
                  Log in
                </Button>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <SignupForm onSignedUp={(response) => finishSignIn(response, { navigateTo: PATHS.register, announce: false })} />
            </CardContent>
          </>
        ) : step === 2 ? (
          <>
            <CardHeader>
              <h2 className="text-xl font-semibold">Connect your wallet</h2>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<Skeleton className="h-32 w-full rounded-md" />}>
                <LinkWalletStep />
              </Suspense>
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader>
              <h2 className="text-xl font-semibold">Your wallet is connected</h2>
              <CardDescription>
                Signed in with {user?.walletAddress ? shortAddress(user.walletAddress) : "your wallet"}. One step to go.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ButtonLink to={SIGNUP_TIERS_PATH}>Choose your tier</ButtonLink>
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
