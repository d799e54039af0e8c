import { useRef } from "react";
import { focusElement, pageStart } from "./focus";

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Focus handlers for a dialog or sheet: on close, focus goes back to whatever opened it (a trigger
 * or any button that set it open), or, when that is gone (signing in replaced the button) or the
 * dialog led to another page (a menu link), to the page's heading. Never to the page body.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  const openedOn = useRef("");
  return {
    onOpenAutoFocus: (event) => {
      // Called before focus moves into the dialog: the active element is still the opener.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openedOn.current = window.location.pathname;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const samePage = openedOn.current === window.location.pathname;
      const target = samePage && opener.current?.isConnected && opener.current !== document.body ? opener.current : pageStart();
      opener.current = null;
      if (target) focusElement(target);
    },
  };
}
