import { useId, useRef, useState, type DragEvent } from "react";
import { FILE_DIFFERS, FILE_MATCHES, FILE_UNREADABLE } from "@wbe3/domain";
import { Label } from "@/components/ui/Label";
import { Progress } from "@/components/ui/Progress";
import { cn } from "@/lib/cn";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";
import { fingerprintFile } from "../fingerprint";

type Check = { kind: "hashing"; hashed: number } | { kind: "done"; sha256: string; matches: boolean } | { kind: "failed" } | null;

/**
 * Anyone's check of a copy: the file dropped here (or chosen) is hashed in the browser, never sent,
 * and its SHA-256 compared with the fingerprint on the page. The verdict takes focus.
 */
export function FileCheck({ sha256 }: { sha256: string }) {
  const [check, setCheck] = useState<Check>(null);
  const [over, setOver] = useState(false);
  const focusOnShow = useFocusOnShow();
  const id = useId();
  // A file picked while another is hashed replaces it: only the last one's verdict is shown.
  const latest = useRef<AbortController | null>(null);

  async function compare(file: File | undefined): Promise<void> {
    if (!file) return;
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setCheck({ kind: "hashing", hashed: 0 });
    try {
      const own = await fingerprintFile(file, {
        signal: controller.signal,
        onProgress: (hashed, total) => setCheck({ kind: "hashing", hashed: total ? hashed / total : 1 }),
      });
      setCheck({ kind: "done", sha256: own, matches: own === sha256 });
    } catch {
      if (!controller.signal.aborted) setCheck({ kind: "failed" });
    }
  }

  function drop(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault();
    setOver(false);
    void compare(event.dataTransfer.files[0]);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Compare your copy
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn("grid min-w-0 gap-2 rounded-xl border-2 border-dashed border-border p-4 sm:p-6", over && "border-primary bg-muted")}
      >
        <Label htmlFor={`${id}-file`}>Drop a file here, or choose one</Label>
        <input
          id={`${id}-file`}
          type="file"
          aria-describedby={`${id}-hint`}
          className="min-h-10 w-full min-w-0 text-sm file:mr-3 file:min-h-8 file:rounded-md file:border file:border-border file:bg-background file:px-3"
          onChange={(event) => void compare(event.target.files?.[0])}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          It is hashed in your browser and never uploaded.
        </p>
      </div>
      {check?.kind === "hashing" && <Progress value={check.hashed * 100} label="SHA-256 of your file" />}
      {check?.kind === "done" && (
        <div
          ref={focusOnShow}
          role="status"
          className={cn("grid gap-1 rounded-md border px-3 py-2 text-sm", !check.matches && "border-destructive")}
        >
          <p className="font-medium">{check.matches ? FILE_MATCHES : FILE_DIFFERS}</p>
          <p className="font-mono text-xs break-all">Your file: {check.sha256}</p>
        </div>
      )}
      {check?.kind === "failed" && (
        <p ref={focusOnShow} role="alert" className="text-sm text-destructive">
          {FILE_UNREADABLE}
        </p>
      )}
    </section>
  );
}
