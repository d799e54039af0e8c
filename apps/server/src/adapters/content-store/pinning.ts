import { openAsBlob } from "node:fs";
import { AppError, PIN_FAILED, pinnedOtherCid } from "@wbe3/domain";

/** Keeps a stored file available on IPFS beyond this server (DESIGN 8). */
export interface PinningService {
  /** Pins the bytes at `path`; resolves only if the pinned CID equals `cid`. */
  pin(cid: string, path: string): Promise<void>;
}

interface KuboAddLine {
  Name?: string;
  Hash?: string;
  Size?: string;
}

/**
 * Kubo RPC `add`, with the import settings our CIDs are computed with, so the node must arrive
 * at the same CID; any other answer is refused (the bytes or settings differ).
 */
export function kuboPinning(apiUrl: string, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): PinningService {
  const doFetch = options.fetch ?? fetch;
  return {
    async pin(cid, path) {
      const url = new URL("/api/v0/add", apiUrl);
      url.search = new URLSearchParams({
        "cid-version": "1",
        "raw-leaves": "true",
        chunker: "size-262144",
        pin: "true",
        progress: "false",
      }).toString();
      const form = new FormData();
      form.append("file", await openAsBlob(path), cid);
      let res: Response;
      try {
        res = await doFetch(url, { method: "POST", body: form, signal: AbortSignal.timeout(options.timeoutMs ?? 120_000) });
      } catch {
        throw new AppError("unavailable", PIN_FAILED);
      }
      if (!res.ok) throw new AppError("unavailable", PIN_FAILED);
      const lines = (await res.text())
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as KuboAddLine);
      const pinned = lines.at(-1)?.Hash;
      if (pinned !== cid) throw new AppError("unavailable", pinnedOtherCid(pinned, cid));
    },
  };
}
