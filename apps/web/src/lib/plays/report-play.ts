import type { PlayResult } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** Tells the server a track was heard for `listenedMs`; the server decides whether it counts as a stream. */
export function reportPlay(uploadId: string, listenedMs: number): Promise<PlayResult> {
  return callApi("POST /api/plays", { body: { uploadId, listenedMs } });
}
