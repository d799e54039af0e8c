import { createContext } from "react";
import type { SessionUser, Viewer } from "@wbe3/domain";

export interface ViewerState {
  viewer: Viewer;
  /** The signed-in user as the server describes them; null for visitors. */
  user: SessionUser | null;
  /** True until the server has said who this is; guards wait rather than redirect a signed-in user. */
  isLoading: boolean;
}

export const ANONYMOUS_VIEWER: Viewer = { role: null, privileged: false };

export const ViewerContext = createContext<ViewerState | null>(null);
