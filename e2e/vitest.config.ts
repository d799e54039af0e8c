import { defineConfig } from "vitest/config";

/**
 * The second lane: specs that start their own app (its own server, chain and database) and never
 * use the shared one, the `e2e:own-app` project. `npm test` runs it in a second process alongside
 * the `e2e` project (the specs on the shared app, and a few that start their own app too, so that
 * the two lanes take about as long: 6.6 and 10.4 minutes before those moved, on a loaded machine).
 * Each project runs one file at a time. A spec in this list that asks for the shared app's
 * `baseUrl` fails at once (there is none in this project).
 */
const OWN_APP_SPECS = ["a11y-sweep", "artist-business", "checkout", "copyright", "live-show-tickets", "studio", "vault-content"].map(
  (name) => `specs/${name}.spec.ts`,
);

const shared = {
  root: import.meta.dirname,
  environment: "node",
  // Within a file, tests marked concurrent (the a11y sweep's viewers) run two at a time.
  maxConcurrency: 2,
  // One file at a time per project: each drives one browser against one app.
  fileParallelism: false,
  // The page settles in its own time (debounced search, fades, fetches); poll for it patiently.
  expect: { poll: { timeout: 10_000, interval: 100 } },
  testTimeout: 60_000,
  hookTimeout: 120_000,
  teardownTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: "e2e",
          // The harness's own unit tests ride along; the specs drive the real app in Chromium.
          include: ["specs/**/*.spec.ts", "src/**/*.test.ts"],
          exclude: ["**/node_modules/**", ...OWN_APP_SPECS],
          globalSetup: ["src/global-setup.ts"],
        },
      },
      { test: { ...shared, name: "e2e:own-app", include: OWN_APP_SPECS } },
    ],
  },
});
