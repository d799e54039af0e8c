import type { CreateUploadInput, UploadRecord } from "@wbe3/domain";
import { apiPost } from "@/lib/api-client";

/** `POST /api/uploads`: records the upload once its files are stored (409 without a profile). */
export function createUpload(input: CreateUploadInput): Promise<{ upload: UploadRecord }> {
  return apiPost<{ upload: UploadRecord }>("/api/uploads", input);
}
