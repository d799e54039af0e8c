import type { Logger } from "./logger.ts";

/**
 * Codes Node gives the errors of a connection or stream the client broke off: its socket reset,
 * its body cut short. Such an error is about one request; the process is sound.
 */
const REQUEST_STREAM_CODES = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED", "ERR_STREAM_PREMATURE_CLOSE"]);

// busboy's parse errors ("Unexpected end of form", "Malformed part header") carry no code; they
// are recognised by the module that raised them, never by their text.
const MULTIPART_PARSER_FRAME = /[\\/]node_modules[\\/]busboy[\\/]/;

/** Whether an error that reached the process is a request stream's, not a bug in our code. */
export function isRequestStreamError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as NodeJS.ErrnoException).code;
  if (code !== undefined && REQUEST_STREAM_CODES.has(code)) return true;
  return MULTIPART_PARSER_FRAME.test(err.stack ?? "");
}

/**
 * The last line of defence (docs/decisions/0007): a request stream's error that escaped its
 * handler is logged and the server keeps serving; anything else is a bug whose state we cannot
 * trust, so it is logged as fatal and the process exits for its supervisor to restart it.
 */
export function safetyNet(logger: Logger, exit: (code: number) => void) {
  const handle = (kind: string) => (err: unknown) => {
    if (isRequestStreamError(err)) {
      logger.warn({ err, kind }, "a request stream failed outside its handler; still serving");
      return;
    }
    logger.fatal({ err, kind }, "unexpected error; stopping");
    exit(1);
  };
  return { uncaughtException: handle("uncaughtException"), unhandledRejection: handle("unhandledRejection") };
}

export function installSafetyNet(logger: Logger): void {
  const net = safetyNet(logger, (code) => process.exit(code));
  process.on("uncaughtException", net.uncaughtException);
  process.on("unhandledRejection", net.unhandledRejection);
}
