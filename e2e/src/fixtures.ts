import type { BrowserContextOptions, Page } from "playwright-core";
import { inject, test as base } from "vitest";
import type { SignInResponse } from "@wbe3/domain";
import { signInThroughApi, type ApiSignInOptions } from "./api-sign-in.ts";
import { launchBrowser } from "./browser.ts";
import { describeSessionFailures, openGuardedSession, type GuardedSession, type GuardOptions } from "./guarded-session.ts";
import "./provided-context.ts";

export type NewPage = (options?: BrowserContextOptions, guard?: GuardOptions) => Promise<Page>;

export type SignedInPageOptions = Omit<ApiSignInOptions, "baseUrl"> & { baseUrl?: string; context?: BrowserContextOptions };
/** A fresh page (as `newPage`) whose context already holds a session made through the API. */
export type SignedInPage = (options: SignedInPageOptions) => Promise<{ page: Page; me: SignInResponse }>;

/**
 * The e2e test: `newPage()` opens a page in a fresh browser context pointed at the app (relative
 * URLs work). After the test every context is closed, and the test fails if any page tried to
 * reach a non-loopback address or threw an uncaught error.
 */
export const test = base
  .extend("baseUrl", { scope: "worker" }, () => inject("baseUrl"))
  // Vitest reads a fixture's dependencies from its destructuring pattern, so "none" is `{}`.
  // eslint-disable-next-line no-empty-pattern
  .extend("browser", { scope: "file" }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend("newPage", ({ browser, baseUrl, onTestFinished }, { onCleanup }): NewPage => {
    const sessions: GuardedSession[] = [];
    onCleanup(async () => {
      await Promise.all(sessions.map((session) => session.close()));
    });
    // Judged after cleanup rather than thrown from it: Vitest reports an error thrown by a
    // fixture's cleanup twice.
    onTestFinished(() => {
      for (const session of sessions) {
        if (session.consoleErrors.length > 0) {
          console.warn(`[e2e] console errors:\n${session.consoleErrors.map((line) => `  - ${line}`).join("\n")}`);
        }
      }
      const failures = sessions.map(describeSessionFailures).filter((text) => text !== null);
      if (failures.length > 0) throw new Error(failures.join("\n\n"));
    });
    return async (options = {}, guard = {}) => {
      const session = await openGuardedSession(browser, { baseURL: baseUrl, ...options }, guard);
      sessions.push(session);
      return session.page;
    };
  })
  // Sign-in as a precondition: SIWE from Node, cookie into the context, no dialog or wallet.
  .extend("signedInPage", ({ newPage, baseUrl }): SignedInPage => {
    return async ({ baseUrl: appUrl = baseUrl, context = {}, ...signIn }) => {
      const page = await newPage({ baseURL: appUrl, ...context });
      const me = await signInThroughApi(page.context(), { baseUrl: appUrl, ...signIn });
      return { page, me };
    };
  });

export { expect } from "vitest";
