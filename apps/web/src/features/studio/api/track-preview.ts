import { callApi } from "@/lib/api-client";

/** `PUT /api/uploads/:id/preview`: a holders-only track's public clip (a stored music file), or none. */
export function setTrackPreview(id: string, previewCid: string | null) {
  return callApi("PUT /api/uploads/:id/preview", { params: { id }, body: { previewCid } });
}
