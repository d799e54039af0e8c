import { useEffect } from "react";

/** Gives each page its own document title, which screen readers announce on navigation. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · WBE3` : "WBE3";
  }, [title]);
}
