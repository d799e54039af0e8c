import { AppError, type ApiAnswer, type UploadCategory } from "@wbe3/domain";
import { readBody } from "@/lib/api-client";

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadFileRequest {
  file: File;
  category: UploadCategory;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * `POST /api/files` through XMLHttpRequest: fetch cannot report upload progress, and the studio
 * shows a real progress bar. Errors follow the API client's contract (AppError with the server's
 * message).
 */
type StoredFile = ApiAnswer<"POST /api/files">;

export function uploadFile({ file, category, onProgress, signal }: UploadFileRequest): Promise<StoredFile> {
  return new Promise<StoredFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/files");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { "Content-Type": "application/json" },
      });
      readBody<StoredFile>(response).then(resolve, reject);
    };
    xhr.onerror = () => {
      reject(new AppError("unavailable", "The upload was interrupted. Check your connection and try again."));
    };
    xhr.onabort = () => {
      reject(new DOMException("The upload was cancelled.", "AbortError"));
    };
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    // The server reads the category before the file streams in, so it must come first.
    const body = new FormData();
    body.append("category", category);
    body.append("file", file, file.name);
    xhr.send(body);
  });
}
