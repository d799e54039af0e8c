import type { NumberedShowEvent } from "./events.ts";
import type { ShowEventHub } from "./event-hub.ts";

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
const RETRY_MS = 3000;

export interface EventStreamOptions {
  hub: ShowEventHub;
  /** Resume after this event (Last-Event-ID), or null to start from now. */
  afterId: bigint | null;
  heartbeatMs: number;
  /** Called once, when the stream ends for any reason (the client left, the server stopped it). */
  onClose: () => void;
  /** The request's signal: the client went away. */
  signal: AbortSignal;
}

/** One event in the text/event-stream format: its id, its kind as the event name, its JSON data. */
export function formatShowEvent({ id, event }: NumberedShowEvent): string {
  return `id: ${id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * A Server-Sent Events answer: the missed events first (after `afterId`), then each new one as it
 * is heard, and a comment every `heartbeatMs` so proxies keep an idle stream open and a client
 * notices a dead one. Subscribes before answering, so a failure to listen is an error answer.
 */
export async function showEventStream({ hub, afterId, heartbeatMs, onClose, signal }: EventStreamOptions): Promise<Response> {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const pending: string[] = [`retry: ${RETRY_MS}\n\n`];
  let ended = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  const write = (text: string) => {
    if (ended) return;
    if (!controller) {
      pending.push(text);
      return;
    }
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      end();
    }
  };

  function end(): void {
    if (ended) return;
    ended = true;
    clearInterval(timer);
    unsubscribe?.();
    signal.removeEventListener("abort", end);
    onClose();
    try {
      controller?.close();
    } catch {
      // Already closed or cancelled by the reader.
    }
  }

  try {
    unsubscribe = await hub.subscribe({ send: (event) => write(formatShowEvent(event)) }, afterId);
  } catch (err) {
    end();
    throw err;
  }
  if (signal.aborted) end();
  signal.addEventListener("abort", end);

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      for (const text of pending.splice(0)) write(text);
      if (ended) {
        streamController.close();
        return;
      }
      timer = setInterval(() => write(": heartbeat\n\n"), heartbeatMs);
      timer.unref();
    },
    cancel() {
      end();
    },
  });

  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      // nginx and similar proxies otherwise buffer the stream.
      "x-accel-buffering": "no",
    },
  });
}
