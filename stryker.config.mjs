// Mutation testing of the money and access checks (decision 0022): `npm run mutate`, never part
// of `npm test`. Each mutant runs only the tests that covered it in the dry run, among the files
// vitest.mutate.config.ts lists, on the server's Anvil (global setup, started once) and PGlite.

/** The verifiers and grant rules whose every check must have a test that fails without it. */
const mutate = [
  "apps/server/src/modules/commerce/order-verifier.ts",
  "apps/server/src/modules/payments/payment-verifier.ts",
  "apps/server/src/modules/uploads/mint-verifier.ts",
  "packages/domain/src/tiers/*.ts",
  "!packages/domain/src/tiers/*.test.ts",
  // Copy, schemas and declarations, not rules.
  "!packages/domain/src/tiers/{messages,answers,endpoints,index}.ts",
  "apps/server/src/modules/tiers/service.ts",
  "apps/server/src/modules/auth/roles.ts",
  // What a cart line becomes on chain (the token, its royalty, the approval), and the dev-only guard.
  "apps/server/src/modules/commerce/quote.ts",
  "apps/server/src/modules/token/routes.ts",
  // The seam's registries and the access rules every gated file is decided by (issue 24).
  "packages/domain/src/catalogue/{selling-registry,content-access,openings-registry}.ts",
  "packages/domain/src/content/access-rules.ts",
  "apps/server/src/modules/content/ranges.ts",
  // What a token opens and which resources signed links reach, as the areas registered them.
  "apps/server/src/lib/openings.ts",
  // A refund is owed once per payment or cart line, and what is stored of it is never overwritten.
  "apps/server/src/modules/payments/refunds-repo.ts",
  // An order confirmed once per transaction; a paid cart line refunded once, and shown to its buyer.
  "apps/server/src/modules/commerce/confirmation.ts",
  "apps/server/src/modules/commerce/line-refunds.ts",
  // Payment orders bound on chain: the quote, its series and basis, the seller's split, the calls.
  "apps/server/src/modules/commerce/{payment-orders,payment-split,payment-calls}.ts",
  // The drop rules at the cart: the supply, the per-wallet limit (paid copies only) and the presale.
  "apps/server/src/modules/commerce/cart-limits.ts",
  // The cart's one-transaction checkout, and the order rows: the wallet's paid copies, each state change once.
  "apps/server/src/modules/commerce/checkout.ts",
  "apps/server/src/modules/commerce/repo.ts",
  // Who may open a file or a resource, the one signer of their links, plays only for who may open
  // the track, and the first-publisher rule (issue 24).
  "apps/server/src/modules/content/{service,signed-links}.ts",
  "apps/server/src/modules/stats/plays.ts",
  "apps/server/src/modules/files/claims.ts",
  // Live shows (issue 25): the ticket mint's receipt check, the door (its staff, each check-in
  // against the units held), who may watch a ticketed stream, and the refunds of a cancelled show.
  "apps/server/src/modules/live-shows/{ticket-verifier,check-ins,door-staff,watch,cancellation,require-show}.ts",
  "packages/domain/src/live-shows/{check-in,ticket-units}.ts",
  // Copyright (issue 26): the commit's and reveal's receipt checks, the registration's refusals
  // (a fingerprint taken here or on chain) and the filing's moves.
  "apps/server/src/modules/copyright/{anchor-verifier,confirm,register,filing,claim-explainer}.ts",
  // What an area adds to a minted token's metadata: only for the minter's own bytes (issue 26).
  "apps/server/src/modules/uploads/mint-properties.ts",
  // HoneyBank (issue 27): the ledger's transfers and holds, and each money request once per key.
  "apps/server/src/modules/ledger/service.ts",
  "apps/server/src/modules/honeybank/{idempotency,trading,quotes-repo}.ts",
  // A write that lost a unique key to a writer alongside is tried again, a bounded number of times.
  "apps/server/src/lib/unique-retry.ts",
];

// One file alone: `npm run mutate -- --mutate apps/server/src/modules/auth/roles.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  // The tests that own these files, and the aliases Stryker's sandbox needs (see the file);
  // each mutant runs the tests that covered it, not Vitest's import graph.
  vitest: { configFile: "vitest.mutate.config.ts", related: false },
  mutate,
  coverageAnalysis: "perTest",
  // Mutants in module-level code (constants such as DAY_MS or TIER_BENEFITS) need the module
  // loaded afresh; under this runner their runs kept the module as first loaded, so they would be
  // reported as survivors that no test can kill. The tables are asserted by their own tests.
  ignoreStatic: true,
  // Two cores shared with others: one test runner (raise with --concurrency where you may).
  concurrency: 1,
  // Server test files start an app and sign in before their first test: allow them the time.
  timeoutMS: 60_000,
  dryRunTimeoutMinutes: 30,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
