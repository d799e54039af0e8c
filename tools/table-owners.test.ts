import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTableOwnerViolations, formatViolation, readTables } from "./table-owners.ts";

const root = path.resolve(import.meta.dirname, "..");

/** A tree laid out like the repository: modules `one` and `two` own a schema file each. */
const PLANTED: Record<string, string> = {
  "packages/db/src/schema/index.ts": `export * from "./one.ts"; export * from "./two.ts";`,
  "packages/db/src/schema/columns.ts": `export const createdAt = () => 1;`,
  "packages/db/src/schema/one.ts": `export const alphas = pgTable("alphas", {});\nexport const betas = pgTable("betas", {});`,
  "packages/db/src/schema/two.ts": `export const gammas = pgTable("gammas", {});\nexport const GAMMA_KINDS = ["a"] as const;`,
  // A schema file named for no module: its table has no owner to ask.
  "packages/db/src/schema/nobody.ts": `export const deltas = pgTable("deltas", {});`,
  // Allowed: the owner, anywhere in its folder; names that are not tables; the testing entry.
  "apps/server/src/modules/one/repo.ts": `import { alphas, betas, type Database } from "@wbe3/db";\nexport const q = sql\`select * from alphas\`;`,
  "apps/server/src/modules/one/deep/reads.ts": `import type { alphas } from "@wbe3/db";`,
  "apps/server/src/modules/two/ok.ts": `import { GAMMA_KINDS, isUniqueViolation, type Database } from "@wbe3/db";\nimport { openTestDatabase } from "@wbe3/db/testing";`,
  // Violations: imported (renamed, type-only, re-exported, by a relative path), named in raw SQL, or all at once.
  "apps/server/src/modules/two/repo.ts": `import { gammas, alphas as renamed } from "@wbe3/db";`,
  "apps/server/src/modules/two/types.ts": `import type { betas } from "@wbe3/db";`,
  "apps/server/src/modules/two/again.ts": `export { betas } from "@wbe3/db";`,
  "apps/server/src/modules/two/raw.ts": `export const q = sql\`select * from gammas g\n  join "betas" b on b.id = \${1}\`;\nexport const r = sql.raw("delete from alphas");`,
  "apps/server/src/modules/two/all.ts": `import * as db from "@wbe3/db";`,
  "apps/server/src/adapters/x/a.ts": `import { gammas } from "@wbe3/db";`,
  "apps/server/src/adapters/x/relative.ts": `import { alphas } from "../../../../../packages/db/src/schema/one.ts";`,
  "apps/server/src/lib/dynamic.ts": `export const load = () => import("@wbe3/db");`,
  // Relational queries name a table without importing it: another module's is a violation, on any handle.
  "apps/server/src/modules/one/own-query.ts": `export const q = (db) => db.query.alphas.findMany();`,
  "apps/server/src/modules/two/query.ts": `export const q = (db) => db.query.alphas.findFirst();\nexport const r = (tx) =>\n  tx.query["betas"].findMany();\nexport const s = (x) => x.query.gammas.findMany({ with: { notATable: true } });`,
  "apps/server/src/lib/query.ts": `export const q = (db) => db.query.gammas.findMany();\nexport const c = (req) => req.query("alphas");`,
  // Exempt: test files, which may set up and inspect any table.
  "apps/server/src/modules/two/two.test.ts": `import { alphas } from "@wbe3/db";`,
  "apps/server/src/test/helper.ts": `import { alphas } from "@wbe3/db";`,
};

let tree = "";

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), "wbe3-table-owners-"));
  for (const [file, text] of Object.entries(PLANTED)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe("the table-owner check (tools/table-owners.ts, run by npm run lint)", () => {
  it("reads each table's owner from the schema file it is declared in", () => {
    const { tables } = readTables(tree);
    expect(Object.fromEntries([...tables.values()].map((t) => [t.name, `${t.owner} ${t.sqlName}`]))).toEqual({
      alphas: "one alphas",
      betas: "one betas",
      gammas: "two gammas",
      deltas: "nobody deltas",
    });
  });

  it("rejects each planted violation, and only those", () => {
    const found = findTableOwnerViolations(tree).map((v) => `${v.rule}: ${v.file}:${v.line} ${v.table ?? "*"}`);
    expect(found.sort()).toEqual(
      [
        "table-owner-schema: packages/db/src/schema/nobody.ts:1 *",
        "table-owner: apps/server/src/adapters/x/a.ts:1 gammas",
        "table-owner: apps/server/src/adapters/x/relative.ts:1 alphas",
        "table-owner: apps/server/src/lib/dynamic.ts:1 *",
        "table-owner: apps/server/src/lib/query.ts:1 gammas",
        "table-owner: apps/server/src/modules/two/query.ts:1 alphas",
        "table-owner: apps/server/src/modules/two/query.ts:3 betas",
        "table-owner: apps/server/src/modules/two/again.ts:1 betas",
        "table-owner: apps/server/src/modules/two/all.ts:1 *",
        "table-owner: apps/server/src/modules/two/raw.ts:1 betas",
        "table-owner: apps/server/src/modules/two/raw.ts:3 alphas",
        "table-owner: apps/server/src/modules/two/repo.ts:1 alphas",
        "table-owner: apps/server/src/modules/two/types.ts:1 betas",
      ].sort(),
    );
  });

  it("names the rule, the table, its owner and what to do instead", () => {
    const violation = findTableOwnerViolations(tree).find((v) => v.file === "apps/server/src/modules/two/repo.ts");
    expect(violation && formatViolation(violation)).toBe(
      "error table-owner: apps/server/src/modules/two/repo.ts:1 imports `alphas` (table alphas), a table of " +
        "apps/server/src/modules/one/. Each table has one owner: only that module's files read or write it. Ask the owner " +
        "instead: call a function of apps/server/src/modules/one/service.ts, or join a read model from its read-models.ts " +
        "(add one there if none fits). Test files are exempt.",
    );
  });

  it("says how a relational query used the table", () => {
    const violation = findTableOwnerViolations(tree).find((v) => v.file === "apps/server/src/lib/query.ts");
    expect(violation?.message).toMatch(
      /^queries `gammas` \(table gammas\) through `\.query`, a table of apps\/server\/src\/modules\/two\//,
    );
  });

  it("passes on the repository as it is", () => {
    expect(findTableOwnerViolations(root).map(formatViolation)).toEqual([]);
    // Every table of the real schema was found, each owned by a module.
    expect(readTables(root).tables.size).toBeGreaterThan(20);
  });
});
