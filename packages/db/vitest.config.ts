import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "db",
    root: import.meta.dirname,
    environment: "node",
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
