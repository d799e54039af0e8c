import type { ReactNode } from "react";
import { Link } from "react-router";
import { ACCESS_RESTRICTED, decideAccess, type Access } from "@wbe3/domain";
import { Lock, ShieldAlert } from "lucide-react";
import { PageLoading } from "@/components/PageLoading";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";
import { Button } from "@/components/ui/Button";
import { PATHS } from "@/config/paths";
import { useViewer } from "@/lib/session/use-viewer";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { loadEmailAuthDialog } from "../auth-dialog-loaders";
import { openEmailDialog } from "../auth-dialogs";
import { SignInButton } from "./SignInButton";

interface AccessGateProps {
  access: Access;
  /** The page's name, used in the prompt. */
  title: string;
  children: ReactNode;
}

/**
 * For pages that explain instead of redirecting (the studio): visitors see a connect-or-login
 * prompt, signed-in users without the role see what they still need.
 */
export function AccessGate({ access, title, children }: AccessGateProps) {
  const { viewer, isLoading } = useViewer();
  // The page sets its title once shown; the prompt in its place names the page as well.
  useDocumentTitle(title);
  if (isLoading) return <PageLoading />;
  if (decideAccess(access, viewer).allowed) return children;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 py-12">
      <Card>{viewer.role === null ? <ConnectPrompt title={title} /> : <AccessRestricted title={title} />}</Card>
    </div>
  );
}

function ConnectPrompt({ title }: { title: string }) {
  return (
    <>
      <CardHeader>
        <Lock aria-hidden="true" className="size-8 text-primary-strong" />
        <h1 className="text-2xl font-bold">{title}</h1>
        <CardDescription>Connect your wallet or log in to use the {title}.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <SignInButton />
        <Button
          variant="outline"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadEmailAuthDialog()}
          onClick={() => openEmailDialog("login")}
        >
          Log in with e-mail
        </Button>
        <Link to={PATHS.register} className="inline-flex min-h-6 items-center text-sm font-medium text-link underline underline-offset-4">
          Create an account
        </Link>
      </CardContent>
    </>
  );
}

function AccessRestricted({ title }: { title: string }) {
  return (
    <>
      <CardHeader>
        <ShieldAlert aria-hidden="true" className="size-8 text-destructive" />
        <h1 className="text-2xl font-bold">{ACCESS_RESTRICTED.title}</h1>
        <CardDescription>The {title} is for artists. You need:</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {ACCESS_RESTRICTED.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      </CardContent>
    </>
  );
}
