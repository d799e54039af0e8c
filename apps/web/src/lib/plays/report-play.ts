import type { PlayResult } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** Tells the server a track started playing; its answer's `playId` is what the report names (decision 0021). */
export function startPlay(uploadId: string): Promise<PlayResult> {
  return callApi("POST /api/plays", { body: { uploadId } });
}

/** Tells the server the play `playId` was heard for `listenedMs`; the server decides whether it counts as a stream. */
export function reportPlay(uploadId: string, playId: string, listenedMs: number): Promise<PlayResult> {
  return callApi("POST /api/plays", { body: { uploadId, playId, listenedMs } });
}
