import { useMemo, type ReactNode } from "react";
import type { SessionUser } from "@wbe3/domain";
import { ANONYMOUS_VIEWER, ViewerContext, type ViewerState } from "./viewer-context";
import { useMe, type MeResponse } from "./get-me";

function toViewer(me: MeResponse | undefined): ViewerState["viewer"] {
  if (!me) return ANONYMOUS_VIEWER;
  return { role: me.role ?? null, privileged: me.user?.privileged === true };
}

/** The session as the server sees it (GET /api/auth/me); the browser never decides a role itself. */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  // A failed lookup counts as anonymous: access is denied rather than guessed.
  const isLoading = me.isLoading;
  const value = useMemo<ViewerState>(() => ({ viewer: toViewer(me.data), user: me.data?.user ?? null, isLoading }), [me.data, isLoading]);
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

interface StaticViewerProviderProps {
  viewer: ViewerState["viewer"];
  user?: SessionUser | null;
  children: ReactNode;
}

/** A fixed viewer, for previews and tests that need a given role without a server. */
export function StaticViewerProvider({ viewer, user = null, children }: StaticViewerProviderProps) {
  const value = useMemo<ViewerState>(() => ({ viewer, user, isLoading: false }), [viewer, user]);
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}
