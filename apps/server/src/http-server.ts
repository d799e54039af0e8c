import { STATUS_CODES, createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { getRequestListener, RequestError } from "@hono/node-server";
import { ERROR_CODES, MIB, REQUEST_ERROR, type ErrorCode } from "@wbe3/domain";
import type { Logger } from "./lib/logger.ts";
import { errorBody } from "./middleware/errors.ts";

export type FetchCallback = Parameters<typeof getRequestListener>[0];

/** What Node's HTTP parser refused, as our code and message (Node's own default handler's mapping). */
function parserRefusal(code: string | undefined): [ErrorCode, string] {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return ["headers_too_large", REQUEST_ERROR.headersTooLarge];
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return ["payload_too_large", REQUEST_ERROR.chunkExtensionsTooLarge];
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return ["request_timeout", REQUEST_ERROR.timeout];
    default:
      return ["bad_request", REQUEST_ERROR.malformed];
  }
}

export function jsonErrorResponse(code: ErrorCode, message: string): Response {
  return Response.json(errorBody(code, message), { status: ERROR_CODES[code], headers: { "X-Content-Type-Options": "nosniff" } });
}

/** How long, and how much of it, a request body nobody read is still read after the answer. */
export interface UnreadBodyDrain {
  maxBytes: number;
  maxMs: number;
}

/**
 * A refusal is often answered while the client still sends its body (a 413 after the first
 * 512 KiB, a 401 before any of it); that answer closes the connection (`closeOnUnreadBody`). A
 * socket closed while bytes still arrive is reset by the kernel, and the reset can destroy our
 * answer in the client's receive buffer before the client has read it: fetch and curl then
 * report EPIPE or ECONNRESET instead of the 413 or 401. So the close lingers, as Apache's and
 * nginx's do: our side is shut (the client sees the answer end the connection and stops), and
 * what still comes is read and dropped, within these bounds (`dropRestOfBody`).
 */
export const UNREAD_BODY_DRAIN: UnreadBodyDrain = { maxBytes: 8 * MIB, maxMs: 5_000 };
const DRAIN_CHECK_MS = 25;

const lingering = new WeakSet<Socket>();

/**
 * Reads and drops the rest of a request body nobody reads any more, within the drain's bounds:
 * past `maxMs` the socket is destroyed. Past `maxBytes` (counted on the socket every
 * DRAIN_CHECK_MS, so roughly) a connection being closed stops reading, so a client still sending
 * stalls, with time to read the answer; a connection kept open is destroyed, as it could not
 * serve another request anyway. Once the body has ended, a connection being closed is destroyed
 * and one kept open serves the next request.
 */
function dropRestOfBody(req: IncomingMessage, socket: Socket, drain: UnreadBodyDrain, closing: boolean): void {
  const startBytes = socket.bytesRead;
  const startedAt = Date.now();
  // Whoever read part of the body (the stream the app read through) is done with it.
  req.removeAllListeners("data");
  req.resume();
  const check = setInterval(() => {
    const overBytes = socket.bytesRead - startBytes > drain.maxBytes;
    if (socket.destroyed || (req.complete && !closing)) {
      clearInterval(check);
    } else if (req.complete || Date.now() - startedAt > drain.maxMs || (overBytes && !closing)) {
      clearInterval(check);
      socket.destroy();
    } else if (overBytes && !socket.isPaused()) {
      req.pause();
      socket.pause();
    }
  }, DRAIN_CHECK_MS);
  check.unref();
}

/** Closes a connection after its answer, lingering while the request's body still arrives. */
function closeLingering(req: IncomingMessage, socket: Socket, drain: UnreadBodyDrain): void {
  if (lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  // Our side is shut once the answer is out: the client sees the connection end and stops.
  socket.end();
  if (req.complete) socket.once("finish", () => socket.destroy());
  else dropRestOfBody(req, socket, drain, true);
}

/**
 * The HTTP server around the app. What never reaches the app still gets the one error shape:
 * a request Node's parser refuses (431 headers too large, 400 bad request line, 408) through
 * 'clientError', and a request the adapter cannot turn into a Request through its errorHandler.
 */
export function createHttpServer(
  fetch: FetchCallback,
  { hostname, logger, unreadBodyDrain = UNREAD_BODY_DRAIN }: { hostname?: string; logger: Logger; unreadBodyDrain?: UnreadBodyDrain },
): Server {
  const listener = getRequestListener(fetch, {
    hostname,
    // The adapter's own clean-up of an unread body cuts the connection 500 ms after the answer;
    // closeLingering does that job here. (Readers of the body leave it to the drain rather than
    // cancel it: middleware/request-body.ts.)
    autoCleanupIncoming: false,
    errorHandler: (err) => {
      if (err instanceof RequestError) return jsonErrorResponse("bad_request", REQUEST_ERROR.malformed);
      logger.error({ err }, "request failed outside the app");
      return jsonErrorResponse("internal", REQUEST_ERROR.internal);
    },
  });
  const server = createServer((req, res) => {
    // Taken now: by 'finish' the response has let go of it, and a destroyed request has too.
    const { socket } = req;
    // Node closes the connection after a `Connection: close` answer with destroySoon (end, then
    // destroy at once): this request's closing lingers instead.
    socket.destroySoon = () => closeLingering(req, socket, unreadBodyDrain);
    // An answer that kept the connection open with the body still arriving (a success whose
    // body's last bytes are on their way, an answer made outside the app): drop the rest.
    res.once("finish", () => {
      if (!req.complete && !lingering.has(socket)) dropRestOfBody(req, socket, unreadBodyDrain, false);
    });
    // The listener answers its own failures (errorHandler above). Whatever still rejects is left
    // to the process safety net on purpose (docs/decisions/0007), as Node would with a bare listener.
    void listener(req, res);
  });
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A response already under way on this connection cannot be replaced (Node's own rule).
    const current = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (err.code === "ECONNRESET" || !socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    const [code, message] = parserRefusal(err.code);
    const status = ERROR_CODES[code];
    const body = JSON.stringify(errorBody(code, message));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}

/** Listens on the port (0: any free one) and resolves once it does. */
export function listen(server: Server, port: number, hostname: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
