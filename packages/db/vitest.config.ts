import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "db",
    root: import.meta.dirname,
    environment: "node",
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    // Tests here build databases from nothing (PGlite's initdb, every migration), several per test:
    // seconds alone, much longer beside the other suites on two busy cores.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
