// How a work arrives: a multipart form (the fields, then `file`), hashed while it streams to the
// store, or JSON naming a file the registrant stored before as a copyright work, hashed from disk.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { pipeline, Transform } from "node:stream";
import {
  AppError,
  bodyTooLarge,
  COPYRIGHT_WORK_KIND,
  INVALID_REQUEST,
  REQUEST_ERROR,
  registrationInputOf,
  registrationRequestSchema,
  SHA256_MISMATCH,
  storageKindOf,
  WORK_CID_NOT_YOURS,
  WORK_FILE_REQUIRED,
  type RegistrationInput,
  type RegistrationRequest,
  type SessionUser,
} from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";
import { checkJsonValue, isJsonMediaType } from "../../lib/json-guard.ts";
import { withUploadedFile } from "../../lib/multipart.ts";
import { storedFileOf } from "../files/service.ts";

/** The work's answers, its file as stored, and the file's SHA-256 as the server computed it. */
export interface IncomingWork {
  input: RegistrationInput;
  file: { cid: string; name: string; bytes: number; mimeType: string };
  sha256: `0x${string}`;
}

/** What must hold before the file is kept (a duplicate, bytes another account claimed): throws to refuse. */
export type AdmitWork = (work: { cid: string; sha256: `0x${string}` }) => Promise<void>;

// The studio form has eleven fields; a description of 2,000 characters is up to 8,000 bytes.
const FORM_LIMITS = { fields: 16, fieldSize: 8 * 1024 } as const;
const JSON_MAX_BYTES = 64 * 1024;

function parseRequest(value: unknown): RegistrationRequest {
  const parsed = registrationRequestSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError("bad_request", parsed.error.issues[0]?.message ?? INVALID_REQUEST, { reason: "invalid_input" });
  }
  return parsed.data;
}

/** Refuses a file whose fingerprint differs from the one the browser computed, when it sent one. */
function assertSameSha(request: RegistrationRequest, sha256: string): void {
  if (request.sha256 !== undefined && request.sha256 !== sha256) {
    throw new AppError("unprocessable", SHA256_MISMATCH, { reason: "sha256_mismatch" });
  }
}

const hexOf = (hash: ReturnType<typeof createHash>): `0x${string}` => `0x${hash.digest("hex")}`;

/** The multipart form: its fields checked before a byte of the file is kept, the file hashed on its way to the store. */
async function uploadedWork(deps: AppDeps, user: SessionUser, request: Request, admit: AdmitWork): Promise<IncomingWork> {
  const kind = storageKindOf(COPYRIGHT_WORK_KIND);
  if (!kind) throw new Error(`the storage kind ${COPYRIGHT_WORK_KIND} is not registered`);
  return withUploadedFile(
    request,
    async (file) => {
      let fields: RegistrationRequest;
      try {
        fields = parseRequest(file.fields);
      } catch (err) {
        file.stream.resume();
        throw err;
      }
      const hash = createHash("sha256");
      const hasher = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      // A broken upload destroys the hasher with its error, which the store then sees.
      const hashed = pipeline(file.stream, hasher, () => undefined);
      const hashedBy: { sha256?: `0x${string}` } = {};
      const stored = await deps.contentStore.putUpload({
        stream: hashed,
        filename: file.filename,
        kind,
        uploadedBy: user.id,
        // The whole file has passed through the hasher when the store asks.
        admit: async (cid) => {
          const sha256 = hexOf(hash);
          hashedBy.sha256 = sha256;
          assertSameSha(fields, sha256);
          await admit({ cid, sha256 });
        },
      });
      const { sha256 } = hashedBy;
      if (!sha256) throw new Error("the store kept the work without admitting it");
      return {
        input: registrationInputOf(fields),
        file: { cid: stored.ipfsHash, name: file.filename, bytes: stored.size, mimeType: stored.mimeType },
        sha256,
      };
    },
    FORM_LIMITS,
  );
}

/** The JSON body, read up to its limit and no further (the route streams bodies for its uploads). */
async function readJson(request: Request): Promise<unknown> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = (request.body as ReadableStream<Uint8Array> | null)?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    total += read.value.byteLength;
    if (total > JSON_MAX_BYTES) {
      reader?.releaseLock();
      throw new AppError("payload_too_large", bodyTooLarge(JSON_MAX_BYTES));
    }
    chunks.push(read.value);
  }
  const bytes = Buffer.concat(chunks);
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch (err) {
    throw new AppError("bad_request", REQUEST_ERROR.invalidJson, { cause: err });
  }
  checkJsonValue(value, 8);
  return value;
}

/** JSON naming a file this user stored as a copyright work: hashed from the stored bytes. */
async function storedWork(deps: AppDeps, user: SessionUser, request: Request, admit: AdmitWork): Promise<IncomingWork> {
  const fields = parseRequest(await readJson(request));
  if (fields.cid === undefined) throw new AppError("bad_request", WORK_FILE_REQUIRED, { reason: "invalid_input" });
  const stored = await storedFileOf(deps.db, fields.cid, user.id);
  const blob = stored?.uploadedByUser && stored.kind === COPYRIGHT_WORK_KIND ? await deps.contentStore.find(stored.cid) : null;
  if (!stored || !blob) throw new AppError("forbidden", WORK_CID_NOT_YOURS, { reason: "file_not_yours" });
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(blob.path)) hash.update(chunk as Buffer);
  const sha256 = hexOf(hash);
  assertSameSha(fields, sha256);
  await admit({ cid: stored.cid, sha256 });
  return {
    input: registrationInputOf(fields),
    file: { cid: stored.cid, name: `${stored.cid}.${stored.extension}`, bytes: stored.size, mimeType: stored.mimeType },
    sha256,
  };
}

/**
 * The work a registration request brings, checked by `admit` before anything is kept: multipart
 * (the form's fields, then `file`) or JSON with the `cid` of a stored copyright work.
 */
export function incomingWork(deps: AppDeps, user: SessionUser, request: Request, admit: AdmitWork): Promise<IncomingWork> {
  const contentType = request.headers.get("content-type") ?? "";
  if (isJsonMediaType(contentType)) return storedWork(deps, user, request, admit);
  if (contentType.toLowerCase().startsWith("multipart/form-data")) return uploadedWork(deps, user, request, admit);
  throw new AppError("unsupported_media_type", REQUEST_ERROR.multipartRequired, { reason: "unsupported_media_type" });
}
