import { useViewer } from "@/lib/session/use-viewer";

/**
 * Who is asking, for the keys of answers that depend on it (their tickets, their stream): the
 * signed-in user's id, or null for a visitor, who is not asked about tickets at all.
 */
export function useViewerKey(): string | null {
  const { viewer, user } = useViewer();
  if (user) return user.id;
  return viewer.role !== null || viewer.privileged ? "signed-in" : null;
}
