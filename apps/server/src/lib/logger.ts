import { DrizzleQueryError } from "drizzle-orm";
import { pino, stdSerializers, type DestinationStream, type Logger } from "pino";

export type { Logger };

// Keys whose values let someone sign in or prove something as a user. Listed at the top level
// and one or two levels down, since pino's redaction matches exact paths, not names anywhere.
const SECRET_KEYS = [
  "password",
  "passwordHash",
  "newPassword",
  "token",
  "tokenHash",
  "signature",
  "nonce",
  "sessionId",
  "idHash",
  "cookie",
  "authorization",
  "secret",
  "privateKey",
  "platformSignerKey",
  "mnemonic",
];
const HEADERS = ["req.headers", "res.headers", "headers", "request.headers", "response.headers"];

export const REDACTED_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  ...HEADERS.flatMap((at) => [`${at}.cookie`, `${at}.authorization`, `${at}["set-cookie"]`, `${at}["x-api-key"]`]),
];

/** What each failed query in the error's cause chain printed as its parameters. */
function queryParamTexts(err: unknown): string[] {
  const texts: string[] = [];
  for (let current = err, depth = 0; current instanceof Error && depth < 10; current = current.cause, depth++) {
    if (current instanceof DrizzleQueryError) texts.push(`params: ${String(current.params)}`);
  }
  return texts;
}

function scrub(value: unknown, texts: string[]): unknown {
  if (typeof value === "string") return texts.reduce((text, secret) => text.split(secret).join("params: [redacted]"), value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, texts));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "params")
      .map(([key, item]) => [key, scrub(item, texts)]),
  );
}

/**
 * A failed query's message and stack carry its parameters (password hashes, token hashes,
 * session id hashes, e-mail addresses), also when it is the cause of another error. The query
 * text, which has only placeholders, is kept.
 */
function serializeError(err: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(err);
  const texts = queryParamTexts(err);
  return texts.length === 0 ? serialized : (scrub(serialized, texts) as ReturnType<typeof stdSerializers.err>);
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: "wbe3" },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
