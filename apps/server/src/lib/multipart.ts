import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy, { type Busboy } from "busboy";
import { AppError, FILL_ALL_REQUIRED_FIELDS, REQUEST_ERROR } from "@wbe3/domain";

export interface IncomingFile {
  stream: Readable;
  filename: string;
  /** Text fields that came before the file in the form. */
  fields: Record<string, string>;
}

/** How many text fields a form may have before its file, and how long each may be (bytes). */
export interface FormLimits {
  fields: number;
  fieldSize: number;
}

const DEFAULT_FORM_LIMITS: FormLimits = { fields: 10, fieldSize: 1024 };

function multipartParser(contentType: string, { fields, fieldSize }: FormLimits): Busboy {
  try {
    return busboy({ headers: { "content-type": contentType }, limits: { files: 1, fields, fieldSize, parts: fields + 2 } });
  } catch (err) {
    // busboy throws at once for a header it cannot use (no boundary, another multipart type).
    throw new AppError("bad_request", REQUEST_ERROR.multipartRequired, { cause: err });
  }
}

/**
 * Streams the single `file` part of a multipart request to `handle`, without buffering it.
 * Text fields must come before the file (a browser FormData keeps append order).
 *
 * The answer is settled only once `handle` has settled when it was called, so whatever it
 * cleans up (a temp file) is gone before the response leaves. Every stream here has an 'error'
 * listener from the moment it exists: busboy destroys the file stream with the form's error when
 * the body ends inside the file part, and an 'error' nobody listens to is thrown at the process.
 */
export async function withUploadedFile<T>(
  request: Request,
  handle: (file: IncomingFile) => Promise<T>,
  limits: FormLimits = DEFAULT_FORM_LIMITS,
): Promise<T> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) {
    throw new AppError("bad_request", REQUEST_ERROR.multipartRequired);
  }
  const parser = multipartParser(contentType, limits);
  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  return new Promise<T>((resolve, reject) => {
    let handling: Promise<T> | null = null;
    let streamError: unknown = null;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const interrupted = (cause: unknown) => new AppError("bad_request", REQUEST_ERROR.uploadInterrupted, { cause });
    // A broken form before the handler took the file is the answer; after, the handler's own
    // outcome is (it sees the same error on its stream and cleans up first).
    const streamFailed = (err: unknown) => {
      streamError ??= err;
      if (!handling) settle(() => reject(err instanceof AppError ? err : interrupted(err)));
    };
    parser.on("field", (name, value, info) => {
      // Cut at the limit, a value would be taken for what was sent: refused instead.
      if (info.valueTruncated) {
        streamFailed(new AppError("payload_too_large", REQUEST_ERROR.formFieldTooLong, { reason: "payload_too_large" }));
      }
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      stream.on("error", streamFailed);
      // A form already refused stores nothing of its file.
      if (name !== "file" || handling || streamError !== null) {
        stream.resume();
        return;
      }
      handling = handle({ stream, filename: info.filename ?? "", fields: { ...fields } });
      handling.then(
        (value) => settle(() => resolve(value)),
        (err: unknown) => {
          stream.resume();
          // An error the broken form caused under the handler is the client's; any other is ours.
          const ours = err instanceof Error ? err : new Error("the upload handler failed", { cause: err });
          settle(() => reject(err instanceof AppError || streamError === null ? ours : interrupted(err)));
        },
      );
    });
    parser.on("close", () => {
      if (!handling) settle(() => reject(new AppError("bad_request", FILL_ALL_REQUIRED_FIELDS)));
    });
    parser.on("error", (err) => {
      streamFailed(err);
      // Read the rest of the body and drop it, so the answer can still be sent on this connection.
      body.unpipe(parser);
      body.resume();
    });
    // The client went away or the body stream broke: the parser fails with it.
    body.on("error", (err) => parser.destroy(err));
    body.pipe(parser);
  });
}
