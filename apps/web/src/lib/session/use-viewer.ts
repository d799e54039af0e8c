import { useContext } from "react";
import { ViewerContext, type ViewerState } from "./viewer-context";

export function useViewer(): ViewerState {
  const state = useContext(ViewerContext);
  if (!state) {
    throw new Error("useViewer must be used within a ViewerProvider");
  }
  return state;
}
