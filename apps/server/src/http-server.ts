import { STATUS_CODES, createServer, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { getRequestListener, RequestError } from "@hono/node-server";
import { ERROR_CODES, REQUEST_ERROR, type ErrorCode } from "@wbe3/domain";
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

/**
 * The HTTP server around the app. What never reaches the app still gets the one error shape:
 * a request Node's parser refuses (431 headers too large, 400 bad request line, 408) through
 * 'clientError', and a request the adapter cannot turn into a Request through its errorHandler.
 */
export function createHttpServer(fetch: FetchCallback, { hostname, logger }: { hostname?: string; logger: Logger }): Server {
  const listener = getRequestListener(fetch, {
    hostname,
    errorHandler: (err) => {
      if (err instanceof RequestError) return jsonErrorResponse("bad_request", REQUEST_ERROR.malformed);
      logger.error({ err }, "request failed outside the app");
      return jsonErrorResponse("internal", REQUEST_ERROR.internal);
    },
  });
  const server = createServer((req, res) => {
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
