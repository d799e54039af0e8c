import { chromium, type Browser } from "playwright-core";

/** Debian's chromium; CHROME_PATH points elsewhere when needed. Playwright never downloads one. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

// Headless, sandbox-free for containers, and quiet: no background calls home that could be
// mistaken for (or hide) requests the app makes.
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Launches Chromium. Playwright gives the browser a throwaway profile; each test then opens its
 * own context (see newPage), so no cookies or storage leak between tests.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
}
