import { lazy, Suspense } from "react";
import { useLocation, useParams } from "react-router";
import { Download } from "lucide-react";
import { AppError, PATHS } from "@wbe3/domain";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Skeleton } from "@/components/ui/Skeleton";
import { useOpenedContent, type OpenedContent } from "../../api/open-content";
import { downloadName } from "../VaultContentActions";

// pdf.js is loaded only when a PDF is shown, the EPUB reader only for an EPUB, and only on this route.
const PdfViewer = lazy(() => import("./PdfViewer").then((m) => ({ default: m.PdfViewer })));
const EpubViewer = lazy(() => import("./EpubViewer").then((m) => ({ default: m.EpubViewer })));

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-[60vh] w-full max-w-3xl rounded-md" />
    </div>
  );
}

/**
 * A refusal or failure in the server's words, with the way to buy the item: its listing when the
 * title is known (opened from a page that named it), else the books of the marketplace.
 */
function Refusal({ error, title }: { error: Error; title: string | null }) {
  const message = error instanceof AppError ? error.message : "The item could not be opened. Please try again.";
  const search = new URLSearchParams(title ? { q: title } : { category: "books" });
  return (
    <div className="grid justify-items-start gap-3">
      <p role="alert" className="text-destructive">
        {message}
      </p>
      <ButtonLink to={`${PATHS.marketplace}?${search.toString()}`} variant="outline">
        Buy to read
      </ButtonLink>
    </div>
  );
}

/** The holder's copy, saved through the signed link. */
function DownloadCopy({ opened, title }: { opened: OpenedContent; title: string }) {
  return (
    <a
      href={opened.link.url}
      download={downloadName(title, opened.mimeType)}
      className="inline-flex min-h-10 items-center gap-2 rounded-md border border-border px-4 text-sm font-medium hover:bg-muted"
    >
      <Download aria-hidden="true" className="size-4" /> Download
    </a>
  );
}

/** The file in the viewer its type needs; anything the reader does not show is downloaded. */
function Viewer({ opened, title }: { opened: OpenedContent; title: string }) {
  if ((opened.kind === "pdf" || opened.kind === "epub") && opened.bytes) {
    return (
      <Suspense fallback={<Loading label="Loading the reader…" />}>
        {opened.kind === "pdf" ? (
          <PdfViewer bytes={opened.bytes} />
        ) : (
          <EpubViewer bytes={opened.bytes} fallback={<DownloadCopy opened={opened} title={title} />} />
        )}
      </Suspense>
    );
  }
  if (opened.kind === "text" && opened.text !== null) {
    return (
      <section aria-label={`Text of ${title}`}>
        {/* Focusable, so a keyboard can scroll a long text. */}
        <pre tabIndex={0} className="max-w-3xl whitespace-pre-wrap rounded-md border border-border p-4 font-serif text-base">
          {opened.text}
        </pre>
      </section>
    );
  }
  return (
    <div className="grid justify-items-start gap-3">
      <p>This file opens outside the reader: download it.</p>
      <DownloadCopy opened={opened} title={title} />
    </div>
  );
}

/** `/vault/read/:cid`: an owned book (or text) read in the app, opened through a signed link. */
export function ReaderPage() {
  const { cid = "" } = useParams();
  const state: unknown = useLocation().state;
  const named = typeof state === "object" && state !== null && "title" in state && typeof state.title === "string" ? state.title : null;
  const title = named ?? "Reader";
  const opened = useOpenedContent(cid);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {opened.isPending ? (
        <Loading label="Opening…" />
      ) : opened.isError ? (
        <Refusal error={opened.error} title={named} />
      ) : (
        <Viewer opened={opened.data} title={title} />
      )}
    </div>
  );
}
