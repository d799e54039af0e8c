import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { isLoopbackUrl } from "./loopback.ts";

/** A fresh browser context and its first page, watched for outside traffic and page errors. */
export interface GuardedSession {
  context: BrowserContext;
  page: Page;
  /** Every non-loopback URL the pages tried to reach (each was aborted). */
  blockedRequests: readonly string[];
  /**
   * Loads the app's Content-Security-Policy refused. The browser stops those before the network
   * (so the route never sees them), yet each is the app trying to load something it must not.
   */
  cspViolations: readonly string[];
  /** Uncaught exceptions thrown in any page of the context. */
  pageErrors: readonly Error[];
  /** console.error output, kept for diagnosis only: a failed fetch logs one too. */
  consoleErrors: readonly string[];
  close(): Promise<void>;
}

const ACTION_TIMEOUT_MS = 10_000;

const DEFAULT_OPTIONS: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  locale: "en-US",
  timezoneId: "UTC",
  colorScheme: "light",
  reducedMotion: "no-preference",
  // Requests made by a service worker would bypass context.route.
  serviceWorkers: "block",
};

export interface GuardOptions {
  /**
   * Outside URLs a third-party SDK is known to try (WalletConnect's verify service, say). They are
   * still aborted, but do not fail the test; anything else outside loopback does.
   */
  tolerate?: readonly RegExp[];
}

export async function openGuardedSession(
  browser: Browser,
  options: BrowserContextOptions = {},
  { tolerate = [] }: GuardOptions = {},
): Promise<GuardedSession> {
  const context = await browser.newContext({ ...DEFAULT_OPTIONS, ...options });
  // Playwright's 30 s default would let one missing element eat half a test's time budget.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const blockedRequests: string[] = [];
  const cspViolations: string[] = [];
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  const block = (url: string) => {
    if (!tolerate.some((pattern) => pattern.test(url))) blockedRequests.push(url);
  };

  await context.route("**/*", async (route) => {
    const url = route.request().url();
    if (isLoopbackUrl(url)) {
      await route.continue();
      return;
    }
    block(url);
    await route.abort("blockedbyclient");
  });
  await context.routeWebSocket(
    () => true,
    (socket) => {
      if (isLoopbackUrl(socket.url())) {
        socket.connectToServer();
        return;
      }
      block(socket.url());
      void socket.close({ code: 1008, reason: "blocked by the e2e network guard" });
    },
  );
  await context.exposeBinding(CSP_BINDING, (_source, report: string) => {
    cspViolations.push(report);
  });
  await context.addInitScript(reportCspViolations, CSP_BINDING);
  context.on("weberror", (webError) => pageErrors.push(webError.error()));
  context.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`${message.text()} (${message.location().url})`);
  });

  const page = await context.newPage();
  return {
    context,
    page,
    blockedRequests,
    cspViolations,
    pageErrors,
    consoleErrors,
    async close() {
      // Requests still in flight when the context closes would otherwise reject inside the route
      // handler and surface as unrelated unhandled errors.
      await context.unrouteAll({ behavior: "ignoreErrors" });
      await context.close();
    },
  };
}

const CSP_BINDING = "__e2eReportCspViolation";

/** Runs inside every page before the app: forwards each CSP violation to the test. */
function reportCspViolations(bindingName: string): void {
  document.addEventListener("securitypolicyviolation", (event) => {
    const report = (window as unknown as Record<string, (text: string) => void>)[bindingName];
    report?.(`${event.blockedURI || "(inline)"} refused by ${event.effectiveDirective} on ${event.documentURI}`);
  });
}

/** What went wrong in a session that must fail the test, as readable text; null when clean. */
export function describeSessionFailures(session: Pick<GuardedSession, "blockedRequests" | "cspViolations" | "pageErrors">): string | null {
  const parts: string[] = [];
  if (session.blockedRequests.length > 0) {
    parts.push(
      `The app tried to reach ${session.blockedRequests.length} non-loopback URL(s) (aborted):\n` +
        session.blockedRequests.map((url) => `  - ${url}`).join("\n"),
    );
  }
  if (session.cspViolations.length > 0) {
    parts.push(
      `The page broke its Content-Security-Policy ${session.cspViolations.length} time(s):\n` +
        session.cspViolations.map((report) => `  - ${report}`).join("\n"),
    );
  }
  if (session.pageErrors.length > 0) {
    parts.push(
      `Uncaught page error(s):\n` + session.pageErrors.map((error) => `  - ${error.stack ?? `${error.name}: ${error.message}`}`).join("\n"),
    );
  }
  return parts.length === 0 ? null : parts.join("\n\n");
}
