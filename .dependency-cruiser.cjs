/**
 * The layering rules of the code base, checked on every `npm run lint` (see ARCHITECTURE.md and
 * docs/decisions/0013). Each rule's name and comment are what a violation prints. Cycles between
 * whole server modules and domain folders (not only files) are tools/module-tree.ts's
 * (`npm run lint:tree`, decision 0030).
 */
const NODE_ONLY_PACKAGES =
  "^(pg|pino|busboy|nodemailer|hono|@hono|@electric-sql|drizzle-orm|drizzle-kit|@node-rs|@foundry-rs|solc|multiformats|ipfs-unixfs-importer|file-type)(/|$)";
const TEST_FILE = "\\.test\\.tsx?$|/test/|vitest\\.config\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "Import cycles (type-only ones too) make load order and ownership unclear: move the shared part down a layer.",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "Every import must resolve to a file: an import the cruiser cannot follow escapes every rule here. Add the package to package.json, fix the path, or teach tsconfig.depcruise.json a new alias.",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "web-feature-isolation",
      severity: "error",
      comment:
        "A web feature never imports another feature: compose features in apps/web/src/app, or move the shared part to components/ or lib/.",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-feature-not-app",
      severity: "error",
      comment: "Features never import app/ (the router and layouts compose features, not the other way round).",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "web-shared-not-features",
      severity: "error",
      comment: "components/, lib/, hooks/ and config/ are shared by every feature and never import a feature or app/.",
      from: { path: "^apps/web/src/(components|lib|hooks|config)/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "web-no-server-code",
      severity: "error",
      comment: "The web app never imports the database, the server, the benchmarks or the e2e harness.",
      from: { path: "^apps/web/" },
      to: { path: "^(packages/db|apps/server|bench|e2e)/" },
    },
    {
      name: "web-no-node",
      severity: "error",
      comment: "Code that ships to the browser never imports Node built-ins or Node-only packages.",
      from: { path: "^apps/web/src/", pathNot: TEST_FILE },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "web-no-node-packages",
      severity: "error",
      comment: "Code that ships to the browser never imports Node-only packages.",
      from: { path: "^apps/web/src/", pathNot: TEST_FILE },
      to: { path: `node_modules/${NODE_ONLY_PACKAGES.slice(1)}` },
    },
    {
      name: "server-module-internals",
      severity: "error",
      comment:
        "A server module reaches another module only through that module's service.ts (its public functions) or read-models.ts (projections of its tables for a query to join), never its repo, routes or internals.",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: { path: "^apps/server/src/modules/", pathNot: "^apps/server/src/modules/($1/|[^/]+/(service|read-models)\\.ts$)" },
    },
    {
      name: "server-read-models-are-leaves",
      severity: "error",
      comment:
        "A module's read-models.ts only projects its own tables (from @wbe3/db) for other modules' queries to join: it imports no server file, so importing it never makes a file cycle (between modules it still counts: lint:tree). Put logic in service.ts.",
      from: { path: "^apps/server/src/modules/[^/]+/read-models\\.ts$" },
      to: { path: "^apps/server/src/" },
    },
    {
      name: "server-modules-not-catalogue",
      severity: "error",
      comment:
        "apps/server/src/catalogue/ lists the areas and registers them with the hubs where the app is put together (app.ts imports it once): a module never imports it, or a hub would reach every area through it. Read the registry the hub keeps (lib/openings.ts, content's access facts) instead.",
      from: { path: "^apps/server/src/modules/", pathNot: "\\.test\\.ts$" },
      to: { path: "^apps/server/src/catalogue/" },
    },
    {
      name: "server-adapters-no-modules",
      severity: "error",
      comment: "Adapters only talk to the outside world; they never import a module (modules use adapters, not the reverse).",
      from: { path: "^apps/server/src/adapters/" },
      to: { path: "^apps/server/src/modules/" },
    },
    {
      name: "server-services-no-middleware",
      severity: "error",
      comment: "Services and repos never import middleware (no Hono context below routes.ts): take plain values as arguments.",
      from: { path: "^apps/server/src/modules/[^/]+/", pathNot: "(^apps/server/src/modules/[^/]+/routes\\.ts$)|\\.test\\.ts$" },
      to: { path: "^apps/server/src/middleware/" },
    },
    {
      name: "server-services-no-hono",
      severity: "error",
      comment:
        "Only a module's routes.ts touches Hono (context, cookies, responses): services and repos take plain values and return plain results.",
      from: { path: "^apps/server/src/modules/[^/]+/", pathNot: "(^apps/server/src/modules/[^/]+/routes\\.ts$)|\\.test\\.ts$" },
      to: { path: "node_modules/(hono|@hono)/" },
    },
    {
      name: "domain-is-pure",
      severity: "error",
      comment:
        "packages/domain holds pure rules shared by web and server: it imports nothing with I/O (no Node built-ins, database, server, web or contracts).",
      from: { path: "^packages/domain/", pathNot: TEST_FILE },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "domain-no-io-packages",
      severity: "error",
      comment: "packages/domain imports only zod, viem's pure helpers and libphonenumber-js (phone numbers) among packages.",
      from: { path: "^packages/domain/", pathNot: TEST_FILE },
      to: { path: "^(apps|packages/(db|contracts))/|node_modules/(?!(zod|viem|libphonenumber-js)/)" },
    },
    {
      name: "db-below-server",
      severity: "error",
      comment: "packages/db sits below the server and the web app and never imports them.",
      from: { path: "^packages/db/" },
      to: { path: "^(apps|e2e|bench)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Build output and data of our workspaces are skipped, not packages' dist/ files: the rules on
    // packages (web-no-node-packages, server-services-no-hono) must see those.
    exclude: { path: "^(apps|packages|e2e|bench|tools)/[^/]+/(src/)?(dist|generated|data)/|^(dist|data)/" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    // tsconfig.base.json plus the web's `@/*` alias (apps/web/tsconfig.json, vite.config.ts): without
    // it every `@/…` import is unresolved and no rule sees it.
    tsConfig: { fileName: "tsconfig.depcruise.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "default", "node"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"],
      mainFields: ["module", "main", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
