import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "@wbe3/domain";

export interface IncomingFile {
  stream: Readable;
  filename: string;
  /** Text fields that came before the file in the form. */
  fields: Record<string, string>;
}

/**
 * Streams the single `file` part of a multipart request to `handle`, without buffering it.
 * Text fields must come before the file (a browser FormData keeps append order).
 */
export async function withUploadedFile<T>(request: Request, handle: (file: IncomingFile) => Promise<T>): Promise<T> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) {
    throw new AppError("bad_request", "Send the file as multipart/form-data with a field named file.");
  }
  const parser = busboy({ headers: { "content-type": contentType }, limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
  const fields: Record<string, string> = {};
  return new Promise<T>((resolve, reject) => {
    let handled = false;
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || handled) {
        stream.resume();
        return;
      }
      handled = true;
      handle({ stream, filename: info.filename ?? "", fields: { ...fields } }).then(resolve, reject);
    });
    parser.on("error", (err) => reject(err instanceof AppError ? err : new AppError("bad_request", "The upload was interrupted or malformed.")));
    parser.on("close", () => {
      if (!handled) reject(new AppError("bad_request", "Please fill in all required fields"));
    });
    const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
    body.on("error", () => parser.destroy(new AppError("bad_request", "The upload was interrupted.")));
    body.pipe(parser);
  });
}
