import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * The browser's EventSource in memory (happy-dom has none): each instance is kept so a test can
 * open it, deliver named events with ids, drop it (the browser then retries by itself) or close
 * it for good (the server refused it).
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  /** The newest stream, the one the page listens to. */
  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error("No EventSource was opened");
    return latest;
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  open(): void {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.onopen?.(new Event("open")));
  }

  /** One server event: `event: kind`, `id: id`, `data: JSON`. */
  emit(kind: string, data: unknown, id: string): void {
    act(() => {
      this.dispatchEvent(new MessageEvent(kind, { data: typeof data === "string" ? data : JSON.stringify(data), lastEventId: id }));
    });
  }

  /** A dropped connection: the browser keeps it and reconnects (`closed`: it gave up). */
  fail({ closed = false } = {}): void {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    act(() => this.onerror?.(new Event("error")));
  }
}

export function installFakeEventSource(): typeof FakeEventSource {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  return FakeEventSource;
}
