import { liveShowEventAnswer, type LiveShowEvent } from "@wbe3/domain";

/** One Server-Sent Event as read off the wire. */
export interface ReadEvent {
  id: string | null;
  event: string | null;
  data: LiveShowEvent | null;
  /** The comment lines (": heartbeat"), for a block that is only a comment. */
  comments: string[];
}

/**
 * Reads a text/event-stream answer block by block. `next` waits for the next block that passes
 * `accept` (by default: one carrying data) and fails after `timeoutMs`; `close` cancels the stream.
 */
export function sseReader(res: Response) {
  if (!res.body) throw new Error("the answer has no body");
  const reader: ReadableStreamDefaultReader<Uint8Array> = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";

  function parse(block: string): ReadEvent {
    const read: ReadEvent = { id: null, event: null, data: null, comments: [] };
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) read.comments.push(line.slice(1).trim());
      else if (line.startsWith("id: ")) read.id = line.slice(4);
      else if (line.startsWith("event: ")) read.event = line.slice(7);
      else if (line.startsWith("data: ")) read.data = liveShowEventAnswer.parse(JSON.parse(line.slice(6)));
    }
    return read;
  }

  async function nextBlock(deadline: number): Promise<ReadEvent> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parse(block);
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("no event arrived in time");
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("no event arrived in time")), left);
      });
      try {
        const { value, done } = await Promise.race([reader.read(), timeout]);
        if (done) throw new Error("the stream ended");
        buffer += decoder.decode(value, { stream: true });
      } finally {
        clearTimeout(timer);
      }
    }
  }

  return {
    async next(accept: (event: ReadEvent) => boolean = (event) => event.data !== null, timeoutMs = 5000): Promise<ReadEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = await nextBlock(deadline);
        if (accept(event)) return event;
      }
    },
    /** Every data event that arrives within `ms`. */
    async drain(ms: number): Promise<ReadEvent[]> {
      const events: ReadEvent[] = [];
      const deadline = Date.now() + ms;
      try {
        for (;;) {
          const event = await nextBlock(deadline);
          if (event.data) events.push(event);
        }
      } catch (err) {
        if (!(err instanceof Error) || err.message !== "no event arrived in time") throw err;
      }
      return events;
    },
    close: () => reader.cancel(),
  };
}
