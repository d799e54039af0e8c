import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult, type IForbiddenRuleType } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

/** A tree laid out like the repository, each file planting one violation (or one allowed import). */
const PLANTED: Record<string, string> = {
  "packages/domain/src/cycle-a.ts": `import type { B } from "./cycle-b.ts"; export type A = B | 1;`,
  "packages/domain/src/cycle-b.ts": `import type { A } from "./cycle-a.ts"; export type B = A | 2;`,
  "packages/domain/src/io.ts": `import { readFileSync } from "node:fs"; export const read = readFileSync;`,
  "packages/domain/src/uses-db.ts": `export * from "../../db/src/client.ts";`,
  "packages/domain/src/uses-zod.ts": `export * from "zod";`,
  "packages/db/src/client.ts": `export const client = 1;`,
  "packages/db/src/up.ts": `export * from "../../../apps/server/src/modules/two/service.ts";`,
  "apps/web/src/features/one/x.ts": `export * from "../two/y.ts";`,
  "apps/web/src/features/one/z.ts": `export * from "../../app/r.ts";`,
  "apps/web/src/features/one/own.ts": `export * from "./x.ts";`,
  "apps/web/src/features/one/s.ts": `export * from "../../../../../packages/db/src/client.ts";`,
  "apps/web/src/features/two/y.ts": `export const y = 1;`,
  "apps/web/src/app/r.ts": `export * from "../features/two/y.ts";`,
  "apps/web/src/lib/l.ts": `export * from "../features/two/y.ts";`,
  "apps/web/src/lib/n.ts": `export { join } from "node:path";`,
  "apps/web/src/lib/p.ts": `export { Pool } from "pg";`,
  "apps/web/src/lib/n.test.ts": `export { join } from "node:path";`,
  "apps/server/src/middleware/m.ts": `export const m = 1;`,
  "apps/server/src/modules/one/service.ts": `export * from "../two/repo.ts"; export * from "../two/service.ts"; export * from "../../middleware/m.ts";`,
  "apps/server/src/modules/one/repo.ts": `export * from "../two/read-models.ts";`,
  "apps/server/src/modules/one/routes.ts": `export * from "../../middleware/m.ts"; export * from "./service.ts";`,
  "apps/server/src/modules/two/repo.ts": `export const repo = 1;`,
  "apps/server/src/modules/two/service.ts": `export const service = 1;`,
  "apps/server/src/modules/two/read-models.ts": `export * from "./service.ts";`,
  "apps/server/src/modules/two/cookies.ts": `export { getCookie } from "hono/cookie";`,
  "apps/server/src/modules/two/routes.ts": `export { Hono } from "hono";`,
  "apps/server/src/adapters/x/a.ts": `export * from "../../modules/two/service.ts";`,
  "apps/server/src/catalogue/areas.ts": `export * from "../modules/two/service.ts";`,
  "apps/server/src/modules/one/hub.ts": `export * from "../../catalogue/areas.ts";`,
  "apps/server/src/modules/one/hub.test.ts": `export * from "../../catalogue/areas.ts";`,
  // The web's own `@/` alias (apps/web/tsconfig.json), written as the web writes it: no extension.
  "apps/web/src/features/one/ax.ts": `export * from "@/features/two/y";`,
  "apps/web/src/features/one/az.ts": `export * from "@/app/r";`,
  "apps/web/src/features/one/adb.ts": `export { client } from "@wbe3/db";`,
  "apps/web/src/features/one/aown.ts": `export * from "@/features/one/own"; export * from "@/lib/ok"; export * from "@/components/c";`,
  "apps/web/src/lib/al.ts": `export * from "@/features/two/y";`,
  "apps/web/src/lib/ok.ts": `export const ok = 1;`,
  "apps/web/src/lib/acycle-a.ts": `import type { B } from "@/lib/acycle-b"; export type A = B | 1;`,
  "apps/web/src/lib/acycle-b.ts": `import type { A } from "@/lib/acycle-a"; export type B = A | 2;`,
  "apps/web/src/components/c.ts": `export * from "@/components/d"; export const c = 1;`,
  "apps/web/src/components/d.ts": `export * from "./c.ts";`,
  "apps/web/src/components/lost.ts": `export * from "@/lib/missing"; export * from "no-such-package";`,
  "packages/db/package.json": JSON.stringify({ name: "@wbe3/db", type: "module", exports: { ".": "./src/client.ts" } }),
};

let tree = "";

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), "wbe3-boundaries-"));
  for (const [file, text] of Object.entries(PLANTED)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  symlinkSync(path.join(root, "node_modules"), path.join(tree, "node_modules"));
  // A workspace link nearer than the repository's node_modules, so `@wbe3/db` lands on the planted package.
  mkdirSync(path.join(tree, "apps/web/node_modules/@wbe3"), { recursive: true });
  symlinkSync(path.join(tree, "packages/db"), path.join(tree, "apps/web/node_modules/@wbe3/db"));
  // The real tsconfigs, so the planted `@/` imports resolve (or not) exactly as in the repository.
  for (const file of ["tsconfig.base.json", "tsconfig.depcruise.json"]) copyFileSync(path.join(root, file), path.join(tree, file));
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe("the layering rules in .dependency-cruiser.cjs", () => {
  it("reject each planted violation by name, and only those", async () => {
    const cwd = process.cwd();
    process.chdir(tree);
    try {
      const { output } = await cruise(["apps", "packages"], {
        ...config.options,
        validate: true,
        ruleSet: { forbidden: config.forbidden },
        baseDir: tree,
      });
      const result = typeof output === "string" ? (JSON.parse(output) as ICruiseResult) : output;
      const found = result.summary.violations
        // Packages resolve through the symlinked node_modules to the repository's copy.
        .map((v) => `${v.rule.name}: ${v.from} → ${v.to.replace(/^.*(?=node_modules\/)/, "")}`)
        .sort();
      expect(found).toEqual(
        [
          "db-below-server: packages/db/src/up.ts → apps/server/src/modules/two/service.ts",
          "domain-is-pure: packages/domain/src/io.ts → fs",
          "domain-no-io-packages: packages/domain/src/uses-db.ts → packages/db/src/client.ts",
          "no-cycles: apps/web/src/components/c.ts → apps/web/src/components/d.ts",
          "no-cycles: apps/web/src/lib/acycle-a.ts → apps/web/src/lib/acycle-b.ts",
          "no-cycles: packages/domain/src/cycle-a.ts → packages/domain/src/cycle-b.ts",
          "not-to-unresolvable: apps/web/src/components/lost.ts → @/lib/missing",
          "not-to-unresolvable: apps/web/src/components/lost.ts → no-such-package",
          "server-adapters-no-modules: apps/server/src/adapters/x/a.ts → apps/server/src/modules/two/service.ts",
          "server-module-internals: apps/server/src/modules/one/service.ts → apps/server/src/modules/two/repo.ts",
          "server-modules-not-catalogue: apps/server/src/modules/one/hub.ts → apps/server/src/catalogue/areas.ts",
          "server-read-models-are-leaves: apps/server/src/modules/two/read-models.ts → apps/server/src/modules/two/service.ts",
          "server-services-no-hono: apps/server/src/modules/two/cookies.ts → node_modules/hono/dist/types/helper/cookie/index.d.ts",
          "server-services-no-middleware: apps/server/src/modules/one/service.ts → apps/server/src/middleware/m.ts",
          "web-feature-isolation: apps/web/src/features/one/x.ts → apps/web/src/features/two/y.ts",
          "web-feature-isolation: apps/web/src/features/one/ax.ts → apps/web/src/features/two/y.ts",
          "web-feature-not-app: apps/web/src/features/one/z.ts → apps/web/src/app/r.ts",
          "web-feature-not-app: apps/web/src/features/one/az.ts → apps/web/src/app/r.ts",
          "web-no-node-packages: apps/web/src/lib/p.ts → node_modules/pg/esm/index.mjs",
          "web-no-node: apps/web/src/lib/n.ts → path",
          "web-no-server-code: apps/web/src/features/one/s.ts → packages/db/src/client.ts",
          "web-no-server-code: apps/web/src/features/one/adb.ts → packages/db/src/client.ts",
          "web-shared-not-features: apps/web/src/lib/l.ts → apps/web/src/features/two/y.ts",
          "web-shared-not-features: apps/web/src/lib/al.ts → apps/web/src/features/two/y.ts",
        ].sort(),
      );
    } finally {
      process.chdir(cwd);
    }
  });

  it("resolve the web's `@/` alias where apps/web/tsconfig.json does", () => {
    const readPaths = (file: string) =>
      (JSON.parse(readFileSync(path.join(root, file), "utf8")) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions
        .paths;
    const web = Object.fromEntries(
      Object.entries(readPaths("apps/web/tsconfig.json")).map(([alias, targets]) => [
        alias,
        targets.map((target) => `./${path.posix.join("apps/web", target)}`),
      ]),
    );
    expect(readPaths("tsconfig.depcruise.json")).toEqual(web);
  });
});
