import { clsx, type ClassValue } from "clsx";

// Plain clsx, not tailwind-merge: merging costs ~9 KB gzip in the first screen, so components
// are written so a caller's classes add to the defaults instead of contradicting them.
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
