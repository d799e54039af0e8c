import { useCallback } from "react";
import { focusElement } from "./focus";

/**
 * A ref for what replaces the control a person just used (a confirmation, the saved item, the
 * next field): when it appears, it takes focus, so the keyboard and the screen reader continue
 * from there instead of from the top of the page.
 */
export function useFocusOnShow(): (element: HTMLElement | null) => void {
  return useCallback((element: HTMLElement | null) => {
    if (element) focusElement(element);
  }, []);
}
