import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    environment: "node",
    // The harness's own unit tests ride along; the specs drive the real app in Chromium.
    include: ["specs/**/*.spec.ts", "src/**/*.test.ts"],
    globalSetup: ["src/global-setup.ts"],
    // One app and one browser at a time: the machine is small and the specs share the server.
    fileParallelism: false,
    // Within a file, tests marked concurrent (the a11y sweep's viewers) run two at a time.
    maxConcurrency: 2,
    // The page settles in its own time (debounced search, fades, fetches); poll for it patiently.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
  },
});
