import type { PlayResult } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** Tells the server a radio track was heard for `listenedMs`; the server decides whether it counts. */
export function reportPlay(uploadId: string, listenedMs: number): Promise<PlayResult> {
  return callApi("POST /api/plays", { body: { uploadId, listenedMs } });
}
