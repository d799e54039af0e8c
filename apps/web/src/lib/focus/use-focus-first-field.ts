import { useCallback, useState } from "react";
import { focusElement } from "./focus";

const FIELD = "input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)";

/**
 * A ref for what takes the place of a step just finished (the profile was created, now the links
 * form; the last item was bought, now the empty cart). Once `before` (the step's own state) has
 * been true, the element's first field, or the element itself, takes focus when it appears.
 */
export function useFocusFirstField(before: boolean): (element: HTMLElement | null) => void {
  const [seenBefore, setSeenBefore] = useState(before);
  if (before && !seenBefore) setSeenBefore(true);
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !seenBefore) return;
      focusElement(element.querySelector<HTMLElement>(FIELD) ?? element);
    },
    [seenBefore],
  );
}
