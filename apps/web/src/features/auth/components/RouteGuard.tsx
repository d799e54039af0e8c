import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { decideAccess, type Access } from "@wbe3/domain";
import { useViewer } from "@/lib/session/use-viewer";
import { PageLoading } from "@/components/PageLoading";

interface RouteGuardProps {
  access: Access;
  /** Where visitors without a session go (SPEC 6 default: home). */
  fallback?: string;
  /** What to show when allowed; defaults to the matched child route. */
  children?: ReactNode;
}

/** The one place a page is refused: SPEC 6 rules via the shared access table. */
export function RouteGuard({ access, fallback = "/", children }: RouteGuardProps) {
  const { viewer, isLoading } = useViewer();
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  const decision = decideAccess(access, viewer, fallback);
  if (!decision.allowed) {
    return <Navigate to={decision.redirectTo} replace state={{ deniedFrom: location.pathname }} />;
  }
  return children ?? <Outlet />;
}
