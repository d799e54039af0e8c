import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { HOME_LABEL, LOG_OUT_LABEL, ROLE_HOME, ROLE_LABEL, effectiveRole, showsSessionButtons } from "@wbe3/domain";
import { Home, LogOut } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Skeleton } from "@/components/ui/Skeleton";
import { PATHS } from "@/config/paths";
import { SignInButton } from "@/features/auth/components/SignInButton";
import { useLogOut } from "@/features/auth/hooks/use-log-out";
import { cn } from "@/lib/cn";
import { useViewer } from "@/lib/session/use-viewer";

// Only signed-in users have a cart, so its code loads when one is there, not with the first screen.
const CartButton = lazy(() => import("@/features/cart/components/CartButton").then((m) => ({ default: m.CartButton })));

interface SessionControlsProps {
  className?: string;
  /** Called when a control hands over to a dialog or another page (the mobile menu closes). */
  onAction?: () => void;
}

/** Sign-in for visitors; role link, Home and Log Out for signed-in users (SPEC 2 header). */
export function SessionControls({ className, onAction }: SessionControlsProps) {
  const { viewer, isLoading } = useViewer();
  const { pathname } = useLocation();
  const logOut = useLogOut();
  const role = effectiveRole(viewer.role, viewer.privileged);

  if (isLoading) return <Skeleton className={cn("h-10 w-48 rounded-md", className)} />;
  if (!role) return <SignInButton className={className} onOpen={onAction} />;

  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <Suspense fallback={null}>
        <CartButton />
      </Suspense>
      <ButtonLink to={ROLE_HOME[role]} variant="outline" onClick={onAction}>
        {ROLE_LABEL[role]}
      </ButtonLink>
      {showsSessionButtons(pathname) && (
        <>
          <ButtonLink to={PATHS.home} variant="ghost" onClick={onAction}>
            <Home aria-hidden="true" />
            {HOME_LABEL}
          </ButtonLink>
          <Button
            variant="ghost"
            onClick={() => {
              onAction?.();
              void logOut();
            }}
          >
            <LogOut aria-hidden="true" />
            {LOG_OUT_LABEL}
          </Button>
        </>
      )}
    </div>
  );
}
