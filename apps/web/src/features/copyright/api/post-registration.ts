import type { RegistrationAnswer } from "@wbe3/domain";
import { postMultipart, type UploadProgress } from "@/lib/upload-file";

export interface PostRegistrationRequest {
  /** The form's fields as a form sends them (text), `form` included. */
  fields: Record<string, string>;
  /** The file's SHA-256 as the browser computed it: the server's must agree. */
  sha256: `0x${string}`;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * `POST /api/copyright/registrations` as multipart, with the upload's progress. The server reads
 * the fields before the file streams in, so the fields and the fingerprint come first.
 */
export function postRegistration({ fields, sha256, file, onProgress, signal }: PostRegistrationRequest): Promise<RegistrationAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("sha256", sha256);
  body.append("file", file, file.name);
  return postMultipart<RegistrationAnswer>("/api/copyright/registrations", body, { onProgress, signal, size: file.size });
}
