/**
 * The shared files a new area registers in, each checked against the areas found in the folders,
 * so an area missing from one fails here rather than at run time. The web's page table
 * (apps/web/src/app/page-modules.ts) is keyed by the route table's ids and checked against it by
 * apps/web/src/app/routes.test.tsx; schema files are checked against the server modules by
 * tools/table-owners.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const DOMAIN = path.join(root, "packages/domain/src");
const SCHEMA = path.join(root, "packages/db/src/schema");
const MODULES = path.join(root, "apps/server/src/modules");

const foldersOf = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The areas of `dir` that hold `file`. */
const areasWith = (dir: string, file: string) => foldersOf(dir).filter((area) => existsSync(path.join(dir, area, file)));
/** The domain areas that hold `file`, the folders where they are assembled (api/, catalogue/) aside. */
const domainAreasWith = (file: string) => areasWith(DOMAIN, file).filter((area) => area !== "catalogue" && area !== "api");

const load = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

/** The module specifiers a file re-exports everything from (`export * from "…"`). */
function starExportsOf(file: string): string[] {
  return parse(file).statements.flatMap((s) =>
    ts.isExportDeclaration(s) && !s.exportClause && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier)
      ? [s.moduleSpecifier.text]
      : [],
  );
}

/** Expects every runtime export of each `[label, module]` to be exported by `registry` as the same value. */
function expectAllIn(registry: Record<string, unknown>, modules: [string, Record<string, unknown>][], registryName: string) {
  for (const [label, exports] of modules) {
    expect(Object.keys(exports).length, `${label} exports nothing to check`).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(exports)) {
      expect(registry[name], `${name} of ${label} is missing from ${registryName}`).toBe(value);
    }
  }
}

describe("the registries an area adds itself to", () => {
  it("packages/domain/src/index.ts re-exports every area folder", () => {
    const exported = starExportsOf(path.join(DOMAIN, "index.ts"));
    const missing = areasWith(DOMAIN, "index.ts").filter((area) => !exported.includes(`./${area}/index.ts`));
    expect(missing, 'add `export * from "./<area>/index.ts";` to packages/domain/src/index.ts').toEqual([]);
  });

  it("api/endpoints.ts spreads every area's endpoint table into API_ENDPOINTS", async () => {
    const { API_ENDPOINTS } = await load(path.join(DOMAIN, "api/endpoints.ts"));
    const catalogue = API_ENDPOINTS as Record<string, unknown>;
    for (const area of domainAreasWith("endpoints.ts")) {
      const tables = Object.entries(await load(path.join(DOMAIN, area, "endpoints.ts"))).filter(([name]) => name.endsWith("_ENDPOINTS"));
      expect(tables.length, `${area}/endpoints.ts declares no <AREA>_ENDPOINTS table`).toBeGreaterThan(0);
      for (const [name, table] of tables)
        expectAllIn(catalogue, [[`${area} (${name})`, table as Record<string, unknown>]], "API_ENDPOINTS");
    }
  });

  it("api/messages.ts re-exports every area's messages", async () => {
    const catalogue = await load(path.join(DOMAIN, "api/messages.ts"));
    const areas = domainAreasWith("messages.ts");
    expectAllIn(
      catalogue,
      await Promise.all(
        areas.map(async (area) => [area, await load(path.join(DOMAIN, area, "messages.ts"))] as [string, Record<string, unknown>]),
      ),
      "api/messages.ts",
    );
  });

  it("api/activity.ts joins every area's activity actions into ActivityActions", () => {
    const catalogue = parse(path.join(DOMAIN, "api/activity.ts"));
    const imported = new Map<string, string>();
    let joined: string[] = [];
    for (const statement of catalogue.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements) imported.set(element.name.text, statement.moduleSpecifier.text);
      }
      if (ts.isInterfaceDeclaration(statement) && statement.name.text === "ActivityActions") {
        joined = (statement.heritageClauses ?? []).flatMap((clause) => clause.types.map((type) => type.expression.getText(catalogue)));
      }
    }
    for (const area of domainAreasWith("activity.ts")) {
      const declared = parse(path.join(DOMAIN, area, "activity.ts")).statements.flatMap((s) =>
        ts.isInterfaceDeclaration(s) &&
        s.name.text.endsWith("ActivityActions") &&
        s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
          ? [s.name.text]
          : [],
      );
      expect(declared.length, `${area}/activity.ts exports no <Area>ActivityActions interface`).toBeGreaterThan(0);
      for (const name of declared) {
        expect(imported.get(name), `import ${name} from "../${area}/activity.ts" in api/activity.ts`).toBe(`../${area}/activity.ts`);
        expect(joined, `ActivityActions must extend ${name}`).toContain(name);
      }
    }
  });

  it("catalogue/selling.ts lists every area's selling declaration in SELLING_AREAS", async () => {
    const { SELLING_AREAS } = await load(path.join(DOMAIN, "catalogue/selling.ts"));
    for (const area of domainAreasWith("selling.ts")) {
      const declarations = Object.entries(await load(path.join(DOMAIN, area, "selling.ts"))).filter(([name]) => name.endsWith("_SELLING"));
      expect(declarations.length, `${area}/selling.ts declares no <AREA>_SELLING`).toBeGreaterThan(0);
      for (const [name, value] of declarations) expect(SELLING_AREAS, `add ${name} to SELLING_AREAS`).toContain(value);
    }
  });

  it("packages/db/src/schema/index.ts exports every schema file's tables", async () => {
    const index = await load(path.join(SCHEMA, "index.ts"));
    const files = readdirSync(SCHEMA).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "index.ts" && file !== "columns.ts",
    );
    expect(files.length).toBeGreaterThan(0);
    expectAllIn(
      index,
      await Promise.all(files.map(async (file) => [file, await load(path.join(SCHEMA, file))] as [string, Record<string, unknown>])),
      "schema/index.ts",
    );
  });

  it("apps/server/src/app.ts mounts the routes of every module that has a routes.ts", () => {
    const app = parse(path.join(root, "apps/server/src/app.ts"));
    const imported = new Map<string, string>();
    const used = new Set<string>();
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) {
        const bindings = node.importClause?.namedBindings;
        const from = (node.moduleSpecifier as ts.StringLiteral).text;
        if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) imported.set(element.name.text, from);
        return;
      }
      if (ts.isIdentifier(node)) used.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(app);
    for (const module of areasWith(MODULES, "routes.ts")) {
      const routes = parse(path.join(MODULES, module, "routes.ts")).statements.flatMap((s) =>
        ts.isFunctionDeclaration(s) && s.name?.text.endsWith("Routes") && s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
          ? [s.name.text]
          : [],
      );
      expect(routes.length, `modules/${module}/routes.ts exports no …Routes function`).toBeGreaterThan(0);
      for (const name of routes) {
        expect(imported.get(name), `import ${name} in app.ts`).toBe(`./modules/${module}/routes.ts`);
        expect(used, `mount ${name} in app.ts (the modules list)`).toContain(name);
      }
    }
  });
});
