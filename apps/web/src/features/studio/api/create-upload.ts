import type { CreateUploadInput } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** `POST /api/uploads`: records the upload once its files are stored (409 without a profile). */
export function createUpload(input: CreateUploadInput) {
  return callApi("POST /api/uploads", { body: input });
}
