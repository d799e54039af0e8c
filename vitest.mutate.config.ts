import { readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import server from "./apps/server/vitest.config.ts";

/**
 * The tests `npm run mutate` (Stryker, decision 0022) runs: domain and server on PGlite.
 * Stryker copies the repository into a sandbox but links the original node_modules there, whose
 * @wbe3/* workspace links point back at the original packages; the aliases send those imports to
 * the sandbox's own (mutated) copies instead, so server tests exercise the mutated domain rules.
 */
const here = import.meta.dirname;
const workspace = (name: string, file: string) => ({
  find: new RegExp(`^@wbe3/${name.replace("/", "\\/")}$`),
  replacement: path.join(here, file),
});
const alias = [
  workspace("domain", "packages/domain/src/index.ts"),
  workspace("db", "packages/db/src/index.ts"),
  workspace("db/testing", "packages/db/src/testing.ts"),
  workspace("contracts", "packages/contracts/src/index.ts"),
  workspace("contracts/local-chain", "packages/contracts/src/local-chain.ts"),
];

/**
 * The tests that own the mutated files (stryker.config.mjs): the only files a run loads, also for
 * a mutant in module-level code, which Stryker tests against every test. The verifiers' and the
 * grant rules' own tests start no app; the tiers service is tested through the API.
 */
const DOMAIN_TESTS = [
  "src/tiers/**/*.test.ts",
  "src/catalogue/*.test.ts",
  "src/content/*.test.ts",
  "src/live-shows/{check-in,ticket-units,door}.test.ts",
];
const SERVER_TESTS = [
  "src/modules/commerce/order-verifier.test.ts",
  "src/modules/payments/payment-verifier.test.ts",
  "src/modules/uploads/mint-verifier.test.ts",
  "src/modules/tiers/*.test.ts",
  "src/modules/publishing/unlock-expiry.test.ts",
  "src/modules/auth/roles.test.ts",
  "src/modules/commerce/quote.test.ts",
  "src/modules/token/faucet.test.ts",
  "src/modules/token/demo-account.test.ts",
  "src/modules/token/token-price.test.ts",
  "src/modules/token/routes.test.ts",
  "src/modules/content/ranges.test.ts",
  "src/lib/openings.test.ts",
  "src/lib/unique-retry.test.ts",
  "src/modules/payments/refunds-repo.test.ts",
  "src/modules/commerce/{confirmation,checkout,line-refunds,payment-sweep,payment-kinds}.test.ts",
  // Payment orders: their own tests (no app), the kinds and the sweep, through the API in tiers/*.
  "src/modules/commerce/payment-*.test.ts",
  "src/selling-seam.test.ts",
  "src/seam-proof.test.ts",
  "src/modules/commerce/cart-limits.test.ts",
  "src/modules/commerce/cart.test.ts",
  "src/modules/commerce/checkout-quote.test.ts",
  "src/modules/commerce/checkout.test.ts",
  "src/modules/commerce/order-lookups.test.ts",
  "src/modules/commerce/order-states.test.ts",
  "src/modules/content/*.test.ts",
  "src/openings-seam.test.ts",
  "src/modules/stats/{plays,stats}*.test.ts",
  "src/modules/files/{claims,files,first-publisher}.test.ts",
  "src/modules/uploads/file-access.test.ts",
  "src/modules/live-shows/{ticket-verifier,ticket-mint,check-ins,check-in-attacks,door-staff,ticket-watch,ticket-cancel}.test.ts",
  "src/modules/copyright/{anchor,anchor-window,registrations,registration-reads,filing,certificate,protection,next-step}.test.ts",
  "src/modules/uploads/mint-properties.test.ts",
  "src/modules/ledger/*.test.ts",
  "src/modules/honeybank/*.test.ts",
];

/**
 * `MUTATE_TESTS` (comma-separated, repository-relative globs) narrows a run to the tests that own
 * the files it mutates, e.g. `MUTATE_TESTS=apps/server/src/modules/files/claims.test.ts`. A mutant
 * such a run kills is killed by the whole list too, so its score is a lower bound of the full one;
 * it saves the dry run and the app starts of tests that cannot reach the mutated file.
 */
const narrowed = process.env.MUTATE_TESTS?.split(",")
  .map((glob) => glob.trim())
  .filter(Boolean);
const under = (prefix: string) => narrowed?.filter((glob) => glob.startsWith(prefix)).map((glob) => glob.slice(prefix.length));
const domainTests = under("packages/domain/") ?? DOMAIN_TESTS;
const serverTests = under("apps/server/") ?? SERVER_TESTS;

/**
 * Test files that start no app run first: Stryker stops a mutant's run at the first failure, so a
 * mutant a verifier's own test kills is decided in seconds, before any app-level file loads.
 */
class AppLastSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const startsApp = (file: TestSpecification) => readFileSync(file.moduleId, "utf8").includes("test-app.ts");
    return Promise.resolve([...files].sort((a, b) => Number(startsApp(a)) - Number(startsApp(b))));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: AppLastSequencer },
    // Whole projects, not `extends`: extending would add these includes to the suites' own.
    projects: [
      {
        resolve: { alias },
        test: { name: "domain", root: path.join(here, "packages/domain"), environment: "node", include: domainTests },
      },
      { resolve: { alias }, test: { ...server.test, include: serverTests } },
    ],
  },
});
