// An EPUB opened for reading (EPUB 3 / 2: a zip of XHTML chapters listed by its package document).
import { unzipSync } from "fflate";

/** A chapter's text and its structure: an element of an allowed tag, or text. Nothing else is kept. */
export type EpubNode = string | { tag: EpubTag; children: EpubNode[] };

export interface EpubChapter {
  title: string;
  /** Headings, paragraphs, lists, emphasis, tables; no script, style, link, image or attribute. */
  nodes: EpubNode[];
}

export class EpubUnreadable extends Error {}

/** What a chapter may keep: the structure and emphasis of text. */
const KEPT_TAGS = [
  ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "div", "section", "blockquote", "pre", "code", "hr", "br"],
  ...["em", "strong", "i", "b", "u", "s", "small", "sub", "sup", "span", "abbr", "cite", "q"],
  ...["ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tr", "th", "td", "caption"],
] as const;
export type EpubTag = (typeof KEPT_TAGS)[number];
const isKept = (tag: string): tag is EpubTag => (KEPT_TAGS as readonly string[]).includes(tag);
/** Dropped with everything inside them; any other element is replaced by its content. */
const DROPPED_TAGS = new Set(["script", "style", "head", "title", "iframe", "object", "embed", "svg", "math", "template", "noscript"]);

/** The element's content as kept nodes: allowed elements without their attributes, and text. */
function keptNodes(element: Element): EpubNode[] {
  return [...element.childNodes].flatMap((node): EpubNode[] => {
    if (node.nodeType === 3) return node.textContent ? [node.textContent] : [];
    if (node.nodeType !== 1) return [];
    const child = node as Element;
    const tag = child.localName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) return [];
    return isKept(tag) ? [{ tag, children: keptNodes(child) }] : keptNodes(child);
  });
}

const decoder = new TextDecoder();

function xml(text: string, type: DOMParserSupportedType): Document {
  const doc = new DOMParser().parseFromString(text, type);
  if (doc.getElementsByTagName("parsererror").length > 0) throw new EpubUnreadable("malformed document");
  return doc;
}

/** `href` of a manifest item, resolved against the package document's folder, as a zip entry name. */
function entryName(base: string, href: string): string {
  const parts = `${base}${decodeURIComponent(href.split("#")[0] ?? "")}`.split("/");
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === "..") resolved.pop();
    else if (part !== "." && part !== "") resolved.push(part);
  }
  return resolved.join("/");
}

/**
 * The chapters of an EPUB in reading order (its spine), each reduced to its text and structure:
 * nothing of the book runs or loads in the page. Throws EpubUnreadable for anything else.
 */
export function readEpub(bytes: Uint8Array): EpubChapter[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new EpubUnreadable("not a zip");
  }
  const text = (name: string) => {
    const file = files[name];
    if (!file) throw new EpubUnreadable(`missing ${name}`);
    return decoder.decode(file);
  };
  const container = xml(text("META-INF/container.xml"), "application/xml");
  const opfPath = container.getElementsByTagName("rootfile")[0]?.getAttribute("full-path");
  if (!opfPath) throw new EpubUnreadable("no package document");
  const opf = xml(text(opfPath), "application/xml");
  const base = opfPath.includes("/") ? opfPath.slice(0, opfPath.lastIndexOf("/") + 1) : "";
  const manifest = new Map(
    [...opf.getElementsByTagName("item")].map((item) => [item.getAttribute("id") ?? "", item.getAttribute("href") ?? ""]),
  );
  const spine = [...opf.getElementsByTagName("itemref")].filter((ref) => ref.getAttribute("linear") !== "no");
  const chapters = spine.flatMap((ref, index) => {
    const href = manifest.get(ref.getAttribute("idref") ?? "");
    if (!href) return [];
    const page = xml(text(entryName(base, href)), "application/xhtml+xml");
    const body = page.getElementsByTagName("body")[0];
    if (!body) return [];
    const nodes = keptNodes(body);
    const heading = [...body.getElementsByTagName("*")].find((el) => /^h[1-3]$/i.test(el.localName))?.textContent.trim();
    const title = heading || page.getElementsByTagName("title")[0]?.textContent.trim() || `Chapter ${index + 1}`;
    return body.textContent.trim() === "" ? [] : [{ title, nodes }];
  });
  if (chapters.length === 0) throw new EpubUnreadable("no chapter to read");
  return chapters;
}
