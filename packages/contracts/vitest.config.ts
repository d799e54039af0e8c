import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "contracts",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"],
    // Each file runs its own Anvil on an OS-picked port, so files are safe to run in parallel.
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
