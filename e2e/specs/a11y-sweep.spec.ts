import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import { canAccess, ROUTES, type Role, type SelectableRole } from "@wbe3/domain";
import { axeViolations } from "../src/axe.ts";
import type { ExpectStatic } from "vitest";
import { test, type NewPage } from "../src/fixtures.ts";
import { signInThroughApi } from "../src/api-sign-in.ts";
import { apiHoneybankWallet } from "../src/honeybank.ts";
import { apiShow } from "../src/live-shows.ts";
import { apiArtist } from "../src/seller.ts";
import { E2E_AUTH_RATE_LIMIT, startApp, type RunningApp } from "../src/start-app.ts";
import { devAccount } from "../src/wallet-handler.ts";

// Every route of the table × every role × both themes, with axe (WCAG 2.2 A/AA and target size),
// plus each dashboard's tabs and the dialogs a visitor opens; and every page at 320 px, which
// must not scroll sideways. A new page joins by being in ROUTES. Pages open for everyone
// differ between signed-in roles only in the header, so they are swept for the visitor and the
// fan; the artist, partner and admin sweep their home and the pages that need a role.
let app: RunningApp;
const ADMIN = 9;
const ACCOUNT: Record<Exclude<Role, "admin">, number> = { artist: 5, fan: 6, partner: 7 };
// An artist without a profile: the tabs that need one say so and offer it in place.
const NEWCOMER = 8;
// The artist's trial membership, started once by whichever pass signs in first.
let trialStarted: Promise<number> | null = null;
const SAMPLE_PARAMS: Record<string, string> = {
  username: "novareign",
  walletAddress: "0x0000000000000000000000000000000000000001",
  // The reader of a file nobody stored: the page shows the server's refusal.
  cid: "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy",
  // A show's page: the id of the ticketed show made before the sweep.
  id: "",
  // The copyright verify page of a fingerprint nobody registered: the page shows the registry's answer.
  sha256: `0x${"5e".repeat(32)}`,
};
const TABS: Record<string, readonly string[]> = {
  "/artist-dashboard": ["tiers", "uploads", "social", "store", "publishing", "marketplace"],
  "/artiststudio": ["tiers", "upload", "mint", "integrations", "copyright"],
  "/fan-dashboard": ["discover", "market", "vault", "wallet", "swap"],
};
type Viewer = Role | "anonymous";
const VIEWERS: readonly Viewer[] = ["anonymous", "artist", "fan", "partner", "admin"];
interface SweptPage {
  path: string;
  /** The document title the page sets, to know the new page is shown. */
  title: string;
  tab?: string;
}

beforeAll(async () => {
  app = await startApp({ env: { AUTH_RATE_LIMIT: E2E_AUTH_RATE_LIMIT, ADMIN_WALLETS: devAccount(ADMIN).address } });
  const artist = await apiArtist(app.baseUrl, ACCOUNT.artist, "sweep.artist");
  // The Publishing tab lists it, at 320 px too; a word longer than the screen must wrap.
  await artist.submittedBook("Supercalifragilisticexpialidociousnessly Long Songbook");
  // The live shows list has a card and the show page its details; a long title must wrap at 320 px.
  const show = await apiShow(app.baseUrl, ACCOUNT.artist, {
    title: "Unplugged Extraordinarily Longwindedly Titled Session",
    ticketed: true,
    ticketPrice: "12.5",
    capacity: 40,
    openMic: true,
  });
  SAMPLE_PARAMS.id = show.id;
  // HoneyBank shows the fan's wallet: balances, the trade forms and the statement.
  await apiHoneybankWallet(app.baseUrl, ACCOUNT.fan, "fan");
});
afterAll(async () => {
  await app.stop();
});

/** The pages this viewer sweeps: each route's path with sample parameters, and its tabs. */
function pagesFor(viewer: Viewer): SweptPage[] {
  const access = viewer === "anonymous" ? null : { role: viewer, privileged: false };
  const everyPage = viewer === "anonymous" || viewer === "fan";
  return ROUTES.filter((route) => route.guard === "gate" || canAccess(route.access, access))
    .filter((route) => everyPage || route.access !== "all" || route.path === "/")
    .flatMap((route) => {
      const path = route.path.replace(/:(\w+)\??/g, (_, name: string) => SAMPLE_PARAMS[name] ?? name);
      const title = `${route.title} · WBE3`;
      const tabs = canAccess(route.access, access) ? (TABS[path] ?? []) : [];
      return [{ path, title }, ...tabs.map((tab) => ({ path: `${path}?tab=${tab}`, title, tab }))];
    });
}

/**
 * What a viewer's sweep works with: its pages and its own `expect` (the viewers run concurrently,
 * and a concurrent test's polls must use the expect of its own context).
 */
interface Sweeper {
  newPage: NewPage;
  expect: ExpectStatic;
}

async function openAs(viewer: Viewer, { newPage, expect }: Sweeper, options: Parameters<NewPage>[0], account?: number): Promise<Page> {
  const page = await newPage({ baseURL: app.baseUrl, reducedMotion: "reduce", ...options });
  // The stored choice and the system agree, so the page is in this theme however it decides.
  const theme = options?.colorScheme ?? "light";
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
  if (viewer === "anonymous") {
    await page.goto("/");
    return page;
  }
  const role: SelectableRole = viewer === "admin" ? "fan" : viewer;
  const accountIndex = account ?? (viewer === "admin" ? ADMIN : ACCOUNT[viewer]);
  const me = await signInThroughApi(page.context(), { baseUrl: app.baseUrl, accountIndex, role });
  expect(me.role).toBe(viewer);
  await page.goto("/");
  if (viewer === "artist" && account === undefined) {
    // With a membership the Publishing tab shows its book form, the page to check.
    trialStarted ??= page.evaluate(async () => {
      const body = JSON.stringify({ tier: "trial" });
      return (await fetch("/api/tiers/subscriptions", { method: "POST", headers: { "content-type": "application/json" }, body })).status;
    });
    expect(await trialStarted).toBeLessThan(300);
  }
  return page;
}

/**
 * Shows the page as the app's own links do (no reload), and waits for its real content: its
 * title, its tab, and no loading placeholder left.
 */
async function show(expect: ExpectStatic, page: Page, { path, title, tab }: SweptPage): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect.poll(() => page.title()).toBe(title);
  if (tab) await page.locator(`main [role=tab][aria-selected=true][id$="-trigger-${tab}"]`).waitFor();
  await expect.poll(() => page.locator(".animate-pulse").count()).toBe(0);
  // A tab keeps the scroll position; from the top, every page is judged the same way.
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function sweepTheme(expect: ExpectStatic, page: Page, viewer: Viewer, theme: "light" | "dark", found: string[]): Promise<void> {
  const check = async (what: string) => {
    const text = await axeViolations(page);
    if (text) found.push(`${viewer} · ${theme} · ${what}\n${text}`);
  };
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
  for (const each of pagesFor(viewer)) {
    await show(expect, page, each);
    await check(each.path);
  }
  const header = page.getByRole("banner");
  if (viewer === "anonymous") await header.getByRole("button", { name: "Sign In / Connect Wallet" }).click();
  else if (viewer === "fan") await header.getByRole("button", { name: /^Cart, / }).click();
  else return;
  await page.getByRole("dialog").waitFor();
  await check(viewer === "fan" ? "cart sheet" : "sign-in dialog");
  await page.keyboard.press("Escape");
}

/** The pages, at 320 px, that are wider than the screen. */
async function tooWide(expect: ExpectStatic, page: Page, pages: readonly SweptPage[]): Promise<string[]> {
  const wide: string[] = [];
  for (const each of pages) {
    await show(expect, page, each);
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    if (scrollWidth > clientWidth) wide.push(`${each.path}: ${scrollWidth} px wide`);
  }
  return wide;
}

type Pass = "light" | "dark" | "320 px";
const PASSES: readonly Pass[] = ["light", "dark", "320 px"];

/** An artist without a profile: the tabs that need one say so and offer it in place. */
async function sweepNewcomer(sweeper: Sweeper, pass: Pass, found: string[], wide: string[]): Promise<number> {
  const tabs = pagesFor("artist").filter((each) => /tab=(social|store|publishing)$/.test(each.path));
  if (pass === "320 px") {
    wide.push(
      ...(await tooWide(sweeper.expect, await openAs("artist", sweeper, { viewport: { width: 320, height: 720 } }, NEWCOMER), tabs)),
    );
    return tabs.length;
  }
  if (pass === "dark") return 0;
  const newcomer = await openAs("artist", sweeper, {}, NEWCOMER);
  for (const each of tabs) {
    await show(sweeper.expect, newcomer, each);
    await newcomer.getByRole("heading", { name: "Create your artist profile first" }).waitFor();
    const text = await axeViolations(newcomer);
    if (text) found.push(`artist without a profile · ${each.path}\n${text}`);
  }
  return tabs.length;
}

describe("every route, role and theme", () => {
  // Each viewer's three passes are separate tests, two at a time: axe and layout run in the
  // browser's renderers, which use the second core; a pass stays well inside its timeout on a
  // loaded machine.
  const cases = VIEWERS.flatMap((viewer) => PASSES.map((pass) => [viewer, pass] as const));
  test.concurrent.for(cases)(
    "%s, %s: no axe violation, no sideways scroll",
    { timeout: 300_000 },
    async ([viewer, pass], { newPage, expect }) => {
      const sweeper: Sweeper = { newPage, expect };
      const started = Date.now();
      const found: string[] = [];
      const wide: string[] = [];
      const pages = pagesFor(viewer);
      if (pass === "320 px") {
        wide.push(...(await tooWide(expect, await openAs(viewer, sweeper, { viewport: { width: 320, height: 720 } }), pages)));
      } else {
        await sweepTheme(expect, await openAs(viewer, sweeper, { colorScheme: pass }), viewer, pass, found);
      }
      let views = pages.length;
      if (viewer === "artist") views += await sweepNewcomer(sweeper, pass, found, wide);
      console.info(`[a11y-sweep] ${viewer}, ${pass}: ${views} page views in ${Math.round((Date.now() - started) / 1000)} s`);
      expect(found.join("\n\n")).toBe("");
      expect(wide).toEqual([]);
    },
  );
});
