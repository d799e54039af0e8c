import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { WEB_DIST } from "./paths.ts";
import { E2E_AUTH_RATE_LIMIT, startApp } from "./start-app.ts";
import "./provided-context.ts";

/** Starts the app once for the whole run; the specs reach it through inject("baseUrl"). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The harness only starts the app; building is the caller's step (npm run test:e2e does both).
  if (!existsSync(path.join(WEB_DIST, "index.html"))) {
    throw new Error(`No web build at ${WEB_DIST}. Run \`npm run build -w @wbe3/web\` first (or \`npm run test:e2e\`).`);
  }
  // Every spec signs in from 127.0.0.1; the per-address auth limit (30 a minute) has its own
  // server tests, and here it would only make the suite's outcome depend on its speed.
  const app = await startApp({ env: { AUTH_RATE_LIMIT: E2E_AUTH_RATE_LIMIT } });
  project.provide("baseUrl", app.baseUrl);
  return () => app.stop();
}
