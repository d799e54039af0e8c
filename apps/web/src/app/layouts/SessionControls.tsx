import { useLocation, useNavigate } from "react-router";
import {
  DISCONNECT_FAILED,
  HOME_LABEL,
  LOGGED_OUT,
  LOG_OUT_LABEL,
  ROLE_HOME,
  ROLE_LABEL,
  effectiveRole,
  showsSessionButtons,
} from "@wbe3/domain";
import { Home, LogOut } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Skeleton } from "@/components/ui/Skeleton";
import { PATHS } from "@/config/paths";
import { SignInButton } from "@/features/auth/components/SignInButton";
import { useLogOut } from "@/features/auth/hooks/use-log-out";
import { cn } from "@/lib/cn";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";

/** Sign-in for visitors; role link, Home and Log Out for signed-in users (SPEC 2 header). */
export function SessionControls({ className }: { className?: string }) {
  const { viewer, isLoading } = useViewer();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const role = effectiveRole(viewer.role, viewer.privileged);

  if (isLoading) return <Skeleton className={cn("h-10 w-48 rounded-md", className)} />;
  if (!role) return <SignInButton className={className} />;

  async function handleLogOut(): Promise<void> {
    try {
      await logOut();
      notify.success(LOGGED_OUT.title, { description: LOGGED_OUT.description });
      void navigate(PATHS.home);
    } catch (error) {
      notify.error(DISCONNECT_FAILED, { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <ButtonLink to={ROLE_HOME[role]} variant="outline">
        {ROLE_LABEL[role]}
      </ButtonLink>
      {showsSessionButtons(pathname) && (
        <>
          <ButtonLink to={PATHS.home} variant="ghost">
            <Home aria-hidden="true" />
            {HOME_LABEL}
          </ButtonLink>
          <Button variant="ghost" onClick={() => void handleLogOut()}>
            <LogOut aria-hidden="true" />
            {LOG_OUT_LABEL}
          </Button>
        </>
      )}
    </div>
  );
}
