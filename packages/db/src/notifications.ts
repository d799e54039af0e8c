import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";

/** What `notify` needs of a database or a transaction (client.ts's `Database` is one). */
interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>;
}

/**
 * PostgreSQL's LISTEN/NOTIFY for one database: a payload sent with `notify` inside a transaction
 * reaches every listener of every server instance on that database once the transaction commits,
 * and never if it rolls back. PGlite is one process, so its own listen/notify does the same there.
 */
export interface Notifications {
  /**
   * Calls `onPayload` with each payload sent on `channel` from now on. `onReconnect` is called when
   * the listening connection was lost and is back: payloads sent in between were missed, so a
   * listener reads what it needs from the tables. Resolves once listening; the answer stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function assertChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new TypeError(`Not a channel name: ${channel}`);
}

/** Sends `payload` (at most 8000 bytes) on `channel`; inside a transaction it is sent at commit. */
export async function notify(db: SqlRunner, channel: string, payload: string): Promise<void> {
  assertChannel(channel);
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export function pgliteNotifications(client: PGlite): Notifications {
  return {
    async listen(channel, onPayload) {
      assertChannel(channel);
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => Promise.resolve(),
  };
}

interface Listener {
  onPayload: (payload: string) => void;
  onReconnect: (() => void) | undefined;
}

const RECONNECT_MS = { first: 500, max: 15_000 } as const;

/**
 * One connection per database handle, opened at the first `listen` and kept: a pooled
 * connection cannot LISTEN (it goes back to the pool). When it drops it is opened again, with a
 * growing pause, and listens to every channel again.
 */
export function postgresNotifications(connectionString: string, warn: (message: string) => void = console.warn): Notifications {
  const listeners = new Map<string, Set<Listener>>();
  let connection: Promise<pg.Client> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs: number = RECONNECT_MS.first;

  const quoted = (channel: string) => `"${channel}"`;

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString });
    client.on("notification", (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener.onPayload(message.payload ?? "");
    });
    client.on("error", (err) => {
      warn(`notification connection lost: ${err.message}`);
      lost(client);
    });
    client.on("end", () => lost(client));
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`listen ${quoted(channel)}`);
    return client;
  }

  function lost(client: pg.Client): void {
    void connection?.then((current) => {
      if (current !== client || closed) return;
      connection = null;
      scheduleReconnect();
    });
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer || listeners.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      opened().then(
        () => {
          retryMs = RECONNECT_MS.first;
          for (const set of listeners.values()) for (const listener of set) listener.onReconnect?.();
        },
        (err: unknown) => {
          warn(`notification connection failed: ${err instanceof Error ? err.message : String(err)}`);
          retryMs = Math.min(retryMs * 2, RECONNECT_MS.max);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  function opened(): Promise<pg.Client> {
    connection ??= connect().catch((err: unknown) => {
      connection = null;
      throw err;
    });
    return connection;
  }

  return {
    async listen(channel, onPayload, onReconnect) {
      assertChannel(channel);
      if (closed) throw new Error("notifications are closed");
      const listener: Listener = { onPayload, onReconnect };
      const set = listeners.get(channel) ?? new Set<Listener>();
      const first = set.size === 0;
      set.add(listener);
      listeners.set(channel, set);
      try {
        const client = await opened();
        if (first) await client.query(`listen ${quoted(channel)}`);
      } catch (err) {
        set.delete(listener);
        if (set.size === 0) listeners.delete(channel);
        throw err;
      }
      return async () => {
        set.delete(listener);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        const client = await connection?.catch(() => null);
        await client?.query(`unlisten ${quoted(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      const client = await connection?.catch(() => null);
      connection = null;
      await client?.end().catch(() => undefined);
    },
  };
}
