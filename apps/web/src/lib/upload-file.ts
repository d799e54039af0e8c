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

type StoredFile = ApiAnswer<"POST /api/files">;

export interface MultipartOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The bytes being sent, when the browser cannot tell (no computable length). */
  size: number;
}

/**
 * POSTs a multipart form to one of our endpoints through XMLHttpRequest: fetch cannot report
 * upload progress, and the pages that upload show a real progress bar. Errors follow the API
 * client's contract (AppError with the server's message).
 */
export function postMultipart<T>(url: string, body: FormData, { onProgress, signal, size }: MultipartOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : size });
    };
    xhr.onload = () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { "Content-Type": "application/json" },
      });
      readBody<T>(response).then(resolve, reject);
    };
    xhr.onerror = () => {
      reject(new AppError("unavailable", "The upload was interrupted. Check your connection and try again."));
    };
    xhr.onabort = () => {
      reject(new DOMException("The upload was cancelled.", "AbortError"));
    };
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** `POST /api/files`: one file of an upload category, with its progress. */
export function uploadFile({ file, category, onProgress, signal }: UploadFileRequest): Promise<StoredFile> {
  // The server reads the category before the file streams in, so it must come first.
  const body = new FormData();
  body.append("category", category);
  body.append("file", file, file.name);
  return postMultipart<StoredFile>("/api/files", body, { onProgress, signal, size: file.size });
}
