import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkLayer, layerEdges, type Layer } from "./module-tree.ts";

const MODULES: Layer = { name: "server modules", dir: "apps/server/src/modules" };
const DOMAIN: Layer = { name: "domain folders", dir: "packages/domain/src" };

/** A tree laid out like the repository where modules only import downwards: `shop` → `people` → `accounts`. */
const CLEAN: Record<string, string> = {
  "apps/server/src/app.ts": `export * from "./modules/shop/routes.ts"; export * from "./modules/people/read-models.ts";`,
  "apps/server/src/lib/log.ts": `export const log = 1;`,
  "apps/server/src/modules/accounts/service.ts": `export const account = 1;`,
  "apps/server/src/modules/people/read-models.ts": `export const personFacts = 1;`,
  "apps/server/src/modules/people/service.ts": `import { account } from "../accounts/service.ts"; import { log } from "../../lib/log.ts"; export const person = account + log;`,
  "apps/server/src/modules/shop/routes.ts": `export * from "./service.ts";`,
  "apps/server/src/modules/shop/service.ts": `import type { personFacts } from "../people/read-models.ts"; export * from "../people/service.ts";`,
  "apps/server/src/modules/shop/deep/nested.ts": `export const nested = () => import("../../accounts/service.ts");`,
  // A test may import any module: it is not the module's code.
  "apps/server/src/modules/accounts/accounts.test.ts": `import "../shop/service.ts";`,
  "packages/domain/src/index.ts": `export * from "./shared/index.ts"; export * from "./people/index.ts";`,
  "packages/domain/src/shared/index.ts": `export const shared = 1;`,
  "packages/domain/src/people/index.ts": `export * from "../shared/index.ts";`,
};

let tree = "";

function plant(files: Record<string, string>): string {
  tree = mkdtempSync(path.join(tmpdir(), "wbe3-module-tree-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  return tree;
}

afterEach(() => rmSync(tree, { recursive: true, force: true }));

describe("the module tree check", () => {
  it("passes a tree whose modules and domain folders only import downwards", () => {
    const root = plant(CLEAN);
    expect(checkLayer(root, MODULES, [])).toEqual([]);
    expect(checkLayer(root, DOMAIN, [])).toEqual([]);
    expect(
      layerEdges(root, MODULES)
        .map((edge) => `${edge.from} → ${edge.to}`)
        .sort(),
    ).toEqual(["people → accounts", "shop → accounts", "shop → people"]);
  });

  it("fails a module that imports a module importing it back, through a read model", () => {
    const root = plant({ ...CLEAN, "apps/server/src/modules/people/repo.ts": `export { shopFacts } from "../shop/read-models.ts";` });
    const problems = checkLayer(root, MODULES, []);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.rule).toBe("module-tree");
    expect(problems[0]?.message).toContain("people, shop import each other");
    expect(problems[0]?.message).toContain("people → shop  apps/server/src/modules/people/repo.ts:1");
    expect(problems[0]?.message).toContain("shop → people  apps/server/src/modules/shop/service.ts:1 (and 1 more)");
  });

  it("fails a cycle through others, made of a type import and a lazy import()", () => {
    const root = plant({
      ...CLEAN,
      "apps/server/src/modules/accounts/owners.ts": `export type Owner = typeof import("../shop/service.ts");`,
    });
    expect(checkLayer(root, MODULES, []).map((problem) => problem.message.split(" import each other")[0])).toEqual([
      "apps/server/src/modules: accounts, people, shop",
    ]);
  });

  it("fails domain folders that import each other", () => {
    const root = plant({ ...CLEAN, "packages/domain/src/shared/endpoint.ts": `import type { P } from "../people/index.ts";` });
    expect(checkLayer(root, DOMAIN, []).map((problem) => problem.message.split(" import each other")[0])).toEqual([
      "packages/domain/src: people, shared",
    ]);
  });

  it("leaves out a known upward import while it closes a cycle, and asks for its removal once it does not", () => {
    const known = [{ from: "accounts", to: "shop", why: "being cut" }];
    const cyclic = plant({ ...CLEAN, "apps/server/src/modules/accounts/back.ts": `import "../shop/service.ts";` });
    expect(checkLayer(cyclic, MODULES, known)).toEqual([]);
    rmSync(cyclic, { recursive: true, force: true });

    expect(checkLayer(plant(CLEAN), MODULES, known).map((problem) => problem.message)).toEqual([
      "apps/server/src/modules: accounts → shop is no longer imported: remove it from KNOWN_UPWARD_IMPORTS (tools/module-tree-known.ts).",
    ]);
    rmSync(tree, { recursive: true, force: true });

    const stillImported: Record<string, string> = { ...CLEAN, "apps/server/src/modules/accounts/back.ts": `import "../shop/service.ts";` };
    delete stillImported["apps/server/src/modules/shop/service.ts"];
    delete stillImported["apps/server/src/modules/shop/deep/nested.ts"];
    expect(checkLayer(plant(stillImported), MODULES, known).map((problem) => problem.message)).toEqual([
      "apps/server/src/modules: accounts → shop no longer closes a cycle: remove it from KNOWN_UPWARD_IMPORTS (tools/module-tree-known.ts).",
    ]);
  });
});
