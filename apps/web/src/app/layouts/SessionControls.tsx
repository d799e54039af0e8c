import { lazy, Suspense } from "react";
import { effectiveRole } from "@wbe3/domain";
import { Skeleton } from "@/components/ui/Skeleton";
import { SignInButton } from "@/features/auth/components/SignInButton";
import { cn } from "@/lib/cn";
import { useViewer } from "@/lib/session/use-viewer";

// Visitors, who see the first screen most, never need the signed-in controls (log-out, cart).
const SignedInControls = lazy(() => import("./SignedInControls").then((m) => ({ default: m.SignedInControls })));

interface SessionControlsProps {
  className?: string;
  /** Called when a control hands over to a dialog or another page (the mobile menu closes). */
  onAction?: () => void;
}

/** Sign-in for visitors; role link, Home and Log Out for signed-in users (SPEC 2 header). */
export function SessionControls({ className, onAction }: SessionControlsProps) {
  const { viewer, isLoading } = useViewer();
  const role = effectiveRole(viewer.role, viewer.privileged);
  // The same box while the session or the signed-in controls load, so the header does not jump.
  const placeholder = <Skeleton className={cn("h-10 w-48 rounded-md", className)} />;

  if (isLoading) return placeholder;
  if (!role) return <SignInButton className={className} onOpen={onAction} />;
  return (
    <Suspense fallback={placeholder}>
      <SignedInControls role={role} className={className} onAction={onAction} />
    </Suspense>
  );
}
