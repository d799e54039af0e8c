import { useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { Button } from "@/components/ui/Button";

/** pdf.js and its worker, fetched on the first PDF shown (the worker runs from our own origin). */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** A PDF's pages drawn one at a time, with its text for assistive technology. */
export function PdfViewer({ bytes }: { bytes: Uint8Array }) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [pageText, setPageText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    loadPdfJs()
      // pdf.js hands its data to the worker: give it a copy, so a second mount still has the bytes.
      .then((pdfjs) => pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise)
      .then((loaded) => {
        opened = loaded;
        if (cancelled) void loaded.destroy();
        else setDoc(loaded);
      })
      .catch(() => {
        if (!cancelled) setError("This PDF could not be shown. Download it to read it.");
      });
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [bytes]);

  useEffect(() => {
    const target = canvas.current;
    if (!doc || !target) return;
    const run: { cancelled: boolean; task: { cancel: () => void } | null } = { cancelled: false, task: null };
    // Asked after each await: the page may have been turned (or the reader left) meanwhile.
    const cancelled = () => run.cancelled;
    void (async () => {
      try {
        const page = await doc.getPage(pageNumber);
        const ratio = window.devicePixelRatio || 1;
        const width = Math.min(target.parentElement?.clientWidth || 800, 900);
        const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        target.style.width = `${Math.floor(viewport.width / ratio)}px`;
        const context = target.getContext("2d");
        if (!context || cancelled()) return;
        const render = page.render({ canvasContext: context, viewport });
        run.task = render;
        await render.promise;
        const content = await page.getTextContent();
        if (!cancelled())
          setPageText(
            content.items
              .map((item) => ("str" in item ? item.str : ""))
              .join(" ")
              .trim(),
          );
      } catch {
        // A cancelled render (the reader turned the page) is not an error.
      }
    })();
    return () => {
      run.cancelled = true;
      run.task?.cancel();
    };
  }, [doc, pageNumber]);

  if (error) {
    return (
      <p role="alert" className="text-destructive">
        {error}
      </p>
    );
  }
  const pages = doc?.numPages ?? 0;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" disabled={!doc || pageNumber <= 1} onClick={() => setPageNumber((n) => n - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous page
        </Button>
        <p aria-live="polite" className="text-sm">
          {doc ? `Page ${pageNumber} of ${pages}` : "Loading the book…"}
        </p>
        <Button variant="outline" size="sm" disabled={!doc || pageNumber >= pages} onClick={() => setPageNumber((n) => n + 1)}>
          Next page <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="max-w-[900px] overflow-auto rounded-md border border-border bg-white">
        <canvas ref={canvas} role="img" aria-label={`Page ${pageNumber} of ${pages}`} />
      </div>
      <section aria-label={`Text of page ${pageNumber}`} className="sr-only">
        <p>{pageText || "This page has no text."}</p>
      </section>
    </div>
  );
}
