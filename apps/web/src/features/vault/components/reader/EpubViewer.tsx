import { createElement, useMemo, useState, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { focusElement } from "@/lib/focus/focus";
import { EpubUnreadable, readEpub, type EpubChapter, type EpubNode } from "./epub";

/** A chapter's kept nodes as React elements (text is text: nothing is parsed as HTML). */
function render(nodes: EpubNode[]): ReactNode[] {
  return nodes.map((node, key) =>
    typeof node === "string"
      ? node
      : createElement(node.tag, { key }, ...(node.tag === "br" || node.tag === "hr" ? [] : render(node.children))),
  );
}

function chaptersOf(bytes: Uint8Array): EpubChapter[] | null {
  try {
    return readEpub(bytes);
  } catch (err) {
    if (err instanceof EpubUnreadable) return null;
    throw err;
  }
}

/** An EPUB read chapter by chapter, as text in the page (its scripts, styles and images left out). */
export function EpubViewer({ bytes, fallback }: { bytes: Uint8Array; fallback: ReactNode }) {
  const chapters = useMemo(() => chaptersOf(bytes), [bytes]);
  const [index, setIndex] = useState(0);
  const [article, setArticle] = useState<HTMLElement | null>(null);
  if (!chapters) {
    return (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-destructive">
          This EPUB could not be shown. Download it to read it in your e-book app.
        </p>
        {fallback}
      </div>
    );
  }
  const chapter = chapters[index] ?? chapters[0];
  const go = (next: number) => {
    setIndex(next);
    // The new chapter starts where the reader's eyes and focus go.
    if (article) focusElement(article);
  };
  return (
    <div className="grid max-w-3xl gap-4">
      <nav aria-label="Chapters" className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" disabled={index === 0} onClick={() => go(index - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous chapter
        </Button>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          Chapter {index + 1} of {chapters.length}
        </p>
        <Button variant="outline" size="sm" disabled={index === chapters.length - 1} onClick={() => go(index + 1)}>
          Next chapter <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
      <article
        ref={setArticle}
        aria-label={chapter?.title}
        className="grid gap-3 rounded-md border border-border p-4 font-serif text-base leading-relaxed [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold"
      >
        {render(chapter?.nodes ?? [])}
      </article>
    </div>
  );
}
