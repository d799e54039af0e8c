import { vi } from "vitest";

interface SentUpload {
  url: string;
  fields: Record<string, string>;
  file: File | null;
  /** Reports upload progress as the browser would. */
  progress(loaded: number, total: number): void;
  /** Finishes the request with this status and JSON body. */
  respond(status: number, body: unknown): void;
}

/**
 * XMLHttpRequest for tests of uploads: each send is recorded and stays open until the test
 * reports progress and responds, so a test can see the progress bar mid-upload.
 */
export function installFakeXhr(autoRespond?: (upload: SentUpload) => void) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = "";
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {
      // Headers do not matter to the fake.
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const fields: Record<string, string> = {};
      let file: File | null = null;
      for (const [key, value] of body.entries()) {
        if (typeof value === "string") fields[key] = value;
        else file = value;
      }
      const record: SentUpload = {
        url: this.url,
        fields,
        file,
        progress: (loaded, total) => this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent),
        respond: (status, responseBody) => {
          this.status = status;
          this.responseText = JSON.stringify(responseBody);
          this.onload?.();
        },
      };
      sent.push(record);
      if (autoRespond) queueMicrotask(() => autoRespond(record));
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { sent };
}
