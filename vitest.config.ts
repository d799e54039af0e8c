import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Suites that touch the database run on the embedded PGlite always, and again on PostgreSQL when
// DATABASE_URL points at one (CI does), so both drivers stay honest.
const databaseSuites = ["packages/db", "apps/server"];
const postgresLegs = process.env.DATABASE_URL
  ? databaseSuites.map((dir) => ({
      extends: `./${dir}/vitest.config.ts`,
      test: { name: `${dir.split("/")[1]}:postgres`, env: { TEST_DB: "postgres" } },
    }))
  : [];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the server's files spend much of their time
    // waiting on the chain and the database, and they take their own accounts so they may run
    // side by side (test/chain-actors.ts).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: "tools", root: "./tools", environment: "node", include: ["**/*.test.ts"], testTimeout: 60_000 } },
      "packages/domain",
      "packages/contracts",
      ...databaseSuites,
      ...postgresLegs,
      "apps/web",
    ],
  },
});
