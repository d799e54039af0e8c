/** The main region's heading, or the region itself: where a reader starts on a new page. */
export function pageStart(): HTMLElement | null {
  return document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
}

/**
 * Moves keyboard focus to an element that is not a control (a heading, a message) as well as to
 * one that is. The scroll is the browser's: scroll-padding keeps it clear of the sticky header.
 */
export function focusElement(element: HTMLElement, { preventScroll = false } = {}): void {
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.tabIndex = -1;
  element.focus({ preventScroll });
}

/** Whether nothing in particular holds focus: the page, or nothing at all. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

/**
 * Scrolls a control reached by Tab wholly into view: browsers scroll only one that is out of
 * view, leaving one half under the sticky header or below the fold. `scrollIntoView` keeps the
 * page's scroll-padding (the header's height). Targets of programmatic focus (tabindex -1) are
 * left to whoever focused them, such as a restored scroll position.
 */
export function keepFocusInView(event: FocusEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target.tabIndex < 0 || target.closest("header, [role=dialog]")) return;
  const box = target.getBoundingClientRect();
  const headerSpace = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (box.top < headerSpace || box.bottom > window.innerHeight) target.scrollIntoView({ block: "nearest" });
}
