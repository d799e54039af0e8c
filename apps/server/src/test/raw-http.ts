import net from "node:net";
import { once } from "node:events";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the client managed to send before the server answered and closed. */
  bytesSent: number;
}

/** Splits one HTTP/1.1 response (the connection was closed after it). */
function parseResponse(raw: Buffer): Omit<RawResponse, "bytesSent"> {
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) throw new Error(`no complete response: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  let body = raw.subarray(end + 4);
  if (headers["transfer-encoding"] === "chunked") {
    const parts: Buffer[] = [];
    for (let at = 0; ;) {
      const lineEnd = body.indexOf("\r\n", at);
      const size = parseInt(body.subarray(at, lineEnd).toString(), 16);
      if (!size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") };
}

/**
 * Sends bytes as they are over a real socket (the head, then the body, which may be chunks made as they are sent)
 * and reads the response until the server closes the connection. Ask for `Connection: close`.
 * `sendsOn`: a client that keeps sending after the server has shut its side (net's half-open).
 */
export async function rawRequest(
  port: number,
  head: string,
  body?: Buffer | Iterable<Buffer>,
  { sendsOn = false }: { sendsOn?: boolean } = {},
): Promise<RawResponse> {
  const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: sendsOn });
  const received: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  // The server may close while we still send (a refused upload): that ends the exchange, no more.
  socket.on("error", () => undefined);
  // events.once would reject on the socket's 'error'; these only wait.
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const drained = () => new Promise<void>((resolve) => socket.once("drain", () => resolve()));
  await once(socket, "connect");
  let bytesSent = 0;
  socket.write(head);
  if (Buffer.isBuffer(body)) {
    socket.write(body);
    bytesSent = body.length;
  } else if (body) {
    for (const chunk of body) {
      if (socket.destroyed || !socket.writable) break;
      bytesSent += chunk.length;
      if (!socket.write(chunk)) await Promise.race([drained(), closed]);
    }
  }
  await closed;
  return { ...parseResponse(Buffer.concat(received)), bytesSent };
}

/** `size` bytes in HTTP chunked framing, made as they are sent from one reused buffer: the test itself holds ~64 KiB. */
export function* chunkedBody(size: number, chunkSize = 64 * 1024): Generator<Buffer> {
  const chunk = Buffer.alloc(chunkSize, 0x61);
  const frame = Buffer.from(`${chunkSize.toString(16)}\r\n`);
  const crlf = Buffer.from("\r\n");
  for (let sent = 0; sent + chunkSize <= size; sent += chunkSize) {
    yield frame;
    yield chunk;
    yield crlf;
  }
  yield Buffer.from("0\r\n\r\n");
}
