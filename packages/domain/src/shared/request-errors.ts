// What the server answers when a request itself is unusable: malformed, too large, cut off.
// Each text lives here once; the server sends it in the one error shape.

import { sizeLabel } from "./sizes.ts";

export const REQUEST_ERROR = {
  internal: "Something went wrong on our side. Please try again.",
  malformed: "The request could not be read.",
  timeout: "The request took too long to arrive.",
  headersTooLarge: "The request headers are too large.",
  chunkExtensionsTooLarge: "The chunk extensions of the request body are too large.",
  nulCharacter: "The request contains a NUL character, which is not allowed.",
  invalidJson: "The body is not valid JSON.",
  jsonRequired: "Send the body as JSON (Content-Type: application/json).",
  jsonTooDeep: "The JSON body is nested too deeply.",
  multipartRequired: "Send the file as multipart/form-data with a field named file.",
  uploadInterrupted: "The upload was interrupted or malformed.",
  formFieldTooLong: "A form field is too long.",
  rangeNotSatisfiable: "The requested range lies outside the file.",
  rpcBody: "The body must be a JSON-RPC 2.0 request or batch.",
  rpcLocalOnly: "The RPC proxy exists only in local mode.",
  starting: "The server is starting. Please try again in a moment.",
} as const;

export const bodyTooLarge = (maxBytes: number): string => `The request body is larger than the ${sizeLabel(maxBytes)} limit.`;
export const rpcMethodUnavailable = (method: string): string => `The RPC method ${method} is not available.`;

// Who may send a request: sign-in, access, origin and rate.
export const SIGN_IN_REQUIRED = "Please sign in to continue.";
export const NO_ACCESS = "Your account does not have access to this.";
export const NO_ACCESS_RULE = "This route has no access rule.";
export const CROSS_SITE_REQUEST = "Requests from other sites are not allowed.";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

// Fallbacks when nothing more precise is known
export const INVALID_ID = "That id is not valid.";
export const INVALID_REQUEST = "Invalid request";
export const REQUEST_NOT_PROCESSED = "The request could not be processed.";
