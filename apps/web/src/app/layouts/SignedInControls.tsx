import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { HOME_LABEL, LOG_OUT_LABEL, ROLE_HOME, ROLE_LABEL, showsSessionButtons, type Role } from "@wbe3/domain";
import { Home, LogOut } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { PATHS } from "@/config/paths";
import { useLogOut } from "@/features/auth/hooks/use-log-out";
import { cn } from "@/lib/cn";

// Only signed-in users have a cart, so its code loads when one is there, not with the first screen.
const CartButton = lazy(() => import("@/features/cart/components/CartButton").then((m) => ({ default: m.CartButton })));

interface SignedInControlsProps {
  role: Role;
  className?: string;
  onAction?: () => void;
}

/** Cart, role link, Home and Log Out: what the header holds for a signed-in user (SPEC 2). */
export function SignedInControls({ role, className, onAction }: SignedInControlsProps) {
  const { pathname } = useLocation();
  const logOut = useLogOut();
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
