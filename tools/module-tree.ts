/**
 * The house stays a tree, checked on every `npm run lint` (decision 0030). A server module (a
 * folder under apps/server/src/modules/) never imports a module that imports it back, directly or
 * through others; nor does a folder of packages/domain/src. Every import of a non-test file counts,
 * whatever it imports (service.ts, read-models.ts, a type): a module that another one needs sits
 * below it and names nothing above it. What an area above must hand down (a read model, a
 * function) is passed in where the app is put together (apps/server/src/app.ts), or registered.
 *
 * dependency-cruiser's `no-cycles` sees cycles between files only: two modules may import each
 * other through different files without one. This check folds the files into their folders.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { KNOWN_UPWARD_IMPORTS, type KnownImport } from "./module-tree-known.ts";

/** A folder whose sub-folders must import each other as a tree. */
export interface Layer {
  name: string;
  dir: string;
}

export const LAYERS: readonly Layer[] = [
  { name: "server modules", dir: "apps/server/src/modules" },
  { name: "domain folders", dir: "packages/domain/src" },
];

/** One folder importing another: the first place it does so, and how many imports in all. */
export interface Edge {
  from: string;
  to: string;
  file: string;
  line: number;
  count: number;
}

export interface Problem {
  rule: "module-tree" | "module-tree-known";
  message: string;
}

const TEST_FILE = /\.test\.tsx?$|\/test\//;
const posix = (file: string) => file.split(path.sep).join("/");

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier a file names: imports and re-exports (type-only too), `import()` and `typeof import()`. */
function specifiersOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const add = (node: ts.Node, literal: ts.Node | undefined) => {
    if (literal && ts.isStringLiteralLike(literal))
      found.push({ text: literal.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node, node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node, node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The folder-to-folder imports of a layer, from its non-test files' relative imports. */
export function layerEdges(root: string, layer: Layer): Edge[] {
  const base = path.join(root, layer.dir);
  const folderOf = (file: string) => {
    const parts = posix(path.relative(base, file)).split("/");
    return parts.length > 1 && parts[0] !== ".." ? parts[0] : null;
  };
  const edges = new Map<string, Edge>();
  for (const file of filesUnder(base).sort()) {
    const relative = posix(path.relative(root, file));
    const from = folderOf(file);
    if (!from || TEST_FILE.test(relative)) continue;
    for (const { text, line } of specifiersOf(file)) {
      if (!text.startsWith(".")) continue;
      const to = folderOf(path.resolve(path.dirname(file), text));
      if (!to || to === from) continue;
      const key = `${from} ${to}`;
      const edge = edges.get(key);
      if (edge) edge.count += 1;
      else edges.set(key, { from, to, file: relative, line, count: 1 });
    }
  }
  return [...edges.values()];
}

/** Strongly connected groups of more than one folder (Tarjan), each sorted, in a stable order. */
function cyclesOf(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}

/** Whether `to` reaches `from` through `edges`: adding `from → to` would close a cycle. */
function reaches(edges: Edge[], from: string, to: string): boolean {
  const seen = new Set([to]);
  const queue = [to];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    if (node === from) return true;
    for (const edge of edges) {
      if (edge.from !== node || seen.has(edge.to)) continue;
      seen.add(edge.to);
      queue.push(edge.to);
    }
  }
  return false;
}

const where = (edge: Edge) => `${edge.file}:${edge.line}${edge.count > 1 ? ` (and ${edge.count - 1} more)` : ""}`;

/**
 * The cycles among a layer's folders, leaving out the `known` imports (the temporary list of
 * cycles being taken apart elsewhere); and each known import that no longer closes a cycle.
 */
export function checkLayer(root: string, layer: Layer, known: readonly KnownImport[]): Problem[] {
  const all = layerEdges(root, layer);
  const isKnown = (edge: Edge) => known.some((each) => each.from === edge.from && each.to === edge.to);
  const edges = all.filter((edge) => !isKnown(edge));
  const problems: Problem[] = cyclesOf(edges).map((group) => ({
    rule: "module-tree",
    message:
      `${layer.dir}: ${group.join(", ")} import each other (${layer.name} must form a tree):\n` +
      edges
        .filter((edge) => group.includes(edge.from) && group.includes(edge.to))
        .map((edge) => `    ${edge.from} → ${edge.to}  ${where(edge)}`)
        .join("\n") +
      `\n  Cut the import that points up: move what both need down into the lower one, or hand it in where the app is put together (app.ts) or through a registry.`,
  }));
  for (const each of known) {
    const edge = all.find((e) => e.from === each.from && e.to === each.to);
    if (edge && reaches(edges, each.from, each.to)) continue;
    problems.push({
      rule: "module-tree-known",
      message: `${layer.dir}: ${each.from} → ${each.to} ${edge ? "no longer closes a cycle" : "is no longer imported"}: remove it from KNOWN_UPWARD_IMPORTS (tools/module-tree-known.ts).`,
    });
  }
  return problems;
}

export function findModuleTreeProblems(root: string): Problem[] {
  return LAYERS.flatMap((layer) => checkLayer(root, layer, KNOWN_UPWARD_IMPORTS[layer.dir] ?? []));
}

const invokedAs = process.argv[1];
if (invokedAs && import.meta.url === pathToFileURL(path.resolve(invokedAs)).href) {
  const root = path.resolve(import.meta.dirname, "..");
  const problems = findModuleTreeProblems(root);
  for (const problem of problems) console.error(`error ${problem.rule}: ${problem.message}`);
  if (problems.length > 0) {
    console.error(`\n✘ ${problems.length} module-tree problem(s). See docs/decisions/0030-the-house-stays-a-tree.md.`);
    process.exit(1);
  }
  const known = Object.values(KNOWN_UPWARD_IMPORTS).flat().length;
  process.stdout.write(
    `✔ module tree: ${LAYERS.map((l) => l.name).join(" and ")} import each other as a tree (${known} known upward import(s) left)\n`,
  );
}
