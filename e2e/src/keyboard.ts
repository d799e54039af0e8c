import type { Page } from "playwright-core";

/** Where keyboard focus is and whether all of it can be seen. */
export interface FocusState {
  /** Tag, explicit role and accessible-ish name, e.g. `BUTTON "Purchase All"`, `BUTTON[radio] "Fan"`. */
  what: string;
  /** The element's box and the viewport, for messages. */
  box: string;
  onBody: boolean;
  /** Inside an open dialog, where the header is behind the overlay. */
  inDialog: boolean;
  /** Px of the element above the sticky header's bottom edge (0 when clear). */
  underHeader: number;
  /** Whether the element's box is inside the viewport. */
  inViewport: boolean;
}

export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) {
      return { box: "", what: "BODY", onBody: true, inDialog: false, underHeader: 0, inViewport: false };
    }
    const labels = "labels" in active ? (active as HTMLInputElement).labels : null;
    const labelled = active.getAttribute("aria-label") ?? labels?.[0]?.textContent ?? active.textContent;
    const box = active.getBoundingClientRect();
    const inDialog = active.closest("[role=dialog], [role=alertdialog]") !== null;
    // The header's own controls, and what is pinned over the page (the skip link), sit above it.
    const aboveHeader = active.closest("header") !== null || getComputedStyle(active).position === "fixed";
    const header = document.querySelector("header");
    const headerBottom = header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().bottom : 0;
    return {
      box: `top ${Math.round(box.top)}, bottom ${Math.round(box.bottom)} of ${window.innerHeight}, header ${Math.round(headerBottom)}`,
      what: `${active.tagName}${active.hasAttribute("role") ? `[${active.getAttribute("role")}]` : ""} "${labelled.trim().slice(0, 60)}"`,
      onBody: false,
      inDialog,
      underHeader: inDialog || aboveHeader ? 0 : Math.max(0, Math.floor(headerBottom - box.top)),
      // A region taller than the space below the header (a tab panel) shows its start.
      inViewport:
        box.top >= 0 &&
        box.left >= 0 &&
        box.right <= window.innerWidth + 0.5 &&
        (box.height > window.innerHeight - headerBottom ? box.top < window.innerHeight : box.bottom <= window.innerHeight + 0.5),
    };
  });
}

/** Throws unless focus is on an element (not the body) that is wholly in view and clear of the header. */
export async function expectFocusShown(page: Page, step: string): Promise<FocusState> {
  const state = await focusState(page);
  if (state.onBody) throw new Error(`${step}: focus is on <body>`);
  if (state.underHeader > 0) throw new Error(`${step}: ${state.what} is ${state.underHeader} px under the sticky header`);
  if (!state.inViewport) throw new Error(`${step}: ${state.what} is not wholly in the viewport (${state.box})`);
  return state;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, checking after every press
 * that focus is shown; answers the states passed through.
 */
export async function tabTo(page: Page, name: RegExp, { back = false, max = 80 } = {}): Promise<FocusState[]> {
  const passed: FocusState[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const state = await expectFocusShown(page, `Tab ${presses + 1}`);
    passed.push(state);
    if (name.test(state.what)) return passed;
  }
  throw new Error(`No focusable element named ${String(name)} within ${max} presses: ${passed.map((s) => s.what).join(", ")}`);
}

/**
 * Within a radio group (focus on one of its radios), presses the arrow key until `name` is focused
 * and so chosen. Radix moves focus in a timer after the key, so each press waits, as a person
 * would, to see focus move before reading where it went.
 */
export async function arrowTo(page: Page, name: RegExp, max = 8): Promise<FocusState> {
  const passed: string[] = [];
  let state = await expectFocusShown(page, "Arrow 0");
  for (let presses = 1; ; presses += 1) {
    passed.push(state.what);
    if (name.test(state.what)) return state;
    if (presses > max) break;
    const before = await focusMarker(page);
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction((marker) => document.activeElement?.getAttribute("data-focus-marker") !== marker, before, {
      timeout: 5_000,
    });
    state = await expectFocusShown(page, `Arrow ${presses}`);
  }
  throw new Error(`No radio named ${String(name)} within ${max} arrow presses: ${passed.join(", ")}`);
}

/** Tags the focused element with a fresh marker and answers it, to tell when focus has moved on. */
function focusMarker(page: Page): Promise<string> {
  return page.evaluate(() => {
    const marker = String(Math.random());
    document.activeElement?.setAttribute("data-focus-marker", marker);
    return marker;
  });
}
