/**
 * Each table has one owner, checked on every `npm run lint` (ARCHITECTURE.md, "The shape of every
 * area"). The tables declared in packages/db/src/schema/<owner>.ts belong to the server module
 * apps/server/src/modules/<owner>/: only that module's files import them from `@wbe3/db`, name
 * them in raw SQL or read them through a relational query (`db.query.<table>`). Every other file
 * under apps/server/src asks the owner: a function of its service.ts, or, for a read that must
 * stay one statement, a projection its read-models.ts publishes for the query to join. Test files
 * (`*.test.ts`, apps/server/src/test/) are exempt: a test may set up or inspect any table
 * directly. packages/db (migrations, seed) is not checked: it sits below the modules and may use
 * any table.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

const SCHEMA_DIR = "packages/db/src/schema";
const SERVER_DIR = "apps/server/src";
const MODULES_DIR = `${SERVER_DIR}/modules`;
/** Schema files that declare no tables: the barrel and the shared column helpers. */
const NOT_OWNERS = new Set(["index", "columns"]);
const TEST_FILE = /\.test\.tsx?$|^apps\/server\/src\/test\//;
/** Statement words that a table name follows in SQL. */
const SQL_TABLE_WORDS = /\b(?:from|join|into|update|truncate)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

export interface Table {
  /** The name `@wbe3/db` exports it under. */
  name: string;
  /** Its name in SQL. */
  sqlName: string;
  owner: string;
}

export interface Violation {
  rule: "table-owner" | "table-owner-schema";
  /** Repository-relative path and line. */
  file: string;
  line: number;
  /** The table used outside its owner (its `@wbe3/db` name), if the violation is about one. */
  table: string | null;
  message: string;
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
const posix = (file: string) => file.split(path.sep).join("/");

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The tables of packages/db, each with the module that owns it (the schema file it is declared in). */
export function readTables(root: string): { tables: Map<string, Table>; problems: Violation[] } {
  const tables = new Map<string, Table>();
  const problems: Violation[] = [];
  for (const file of filesUnder(path.join(root, SCHEMA_DIR)).sort()) {
    const owner = path.basename(file).replace(/\.tsx?$/, "");
    if (NOT_OWNERS.has(owner) || TEST_FILE.test(file)) continue;
    const source = parse(file);
    const relative = posix(path.relative(root, file));
    if (!existsSync(path.join(root, MODULES_DIR, owner))) {
      problems.push({
        rule: "table-owner-schema",
        file: relative,
        line: 1,
        table: null,
        message: `names no server module (${MODULES_DIR}/${owner}/). A schema file holds exactly the tables of the module it is named for: move each table to ${SCHEMA_DIR}/<the module that writes it>.ts (moving a table changes no SQL).`,
      });
    }
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const call = declaration.initializer;
        if (!ts.isIdentifier(declaration.name) || !call || !ts.isCallExpression(call)) continue;
        if (!ts.isIdentifier(call.expression) || call.expression.text !== "pgTable") continue;
        const [sqlName] = call.arguments;
        if (!sqlName || !ts.isStringLiteral(sqlName)) continue;
        tables.set(declaration.name.text, { name: declaration.name.text, sqlName: sqlName.text, owner });
      }
    }
  }
  return { tables, problems };
}

/** The module a server file belongs to, or null for files outside modules/ (adapters, lib, middleware, the app). */
function moduleOf(relative: string): string | null {
  const match = /^apps\/server\/src\/modules\/([^/]+)\//.exec(relative);
  return match?.[1] ?? null;
}

/** Whether an import specifier, written in `file`, reaches the db package's tables. */
function isDbPackage(root: string, file: string, specifier: string): boolean {
  if (specifier === "@wbe3/db") return true;
  if (!specifier.startsWith(".")) return false;
  const target = posix(path.relative(root, path.resolve(path.dirname(file), specifier)));
  return target === "packages/db/src" || target.startsWith("packages/db/src/index") || target.startsWith(`${SCHEMA_DIR}/`);
}

function tableMessage(table: Table, use: string): string {
  return (
    `${use}, a table of ${MODULES_DIR}/${table.owner}/. Each table has one owner: only that module's files read or write it. ` +
    `Ask the owner instead: call a function of ${MODULES_DIR}/${table.owner}/service.ts, or join a read model from its ` +
    `read-models.ts (add one there if none fits). Test files are exempt.`
  );
}

/** A property's name when written `.name` or `["name"]`; null for a computed one. */
function accessedName(node: ts.Node): string | null {
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) return node.argumentExpression.text;
  return null;
}

/**
 * The table a Drizzle relational query reads: `db.query.<table>`, `tx.query.<table>` — any
 * `<x>.query.<table>` (or `["<table>"]`). It names the table by its `@wbe3/db` export name
 * without importing it, so the import check alone would miss it.
 */
function relationalQueryTable(node: ts.Node): string | null {
  if (!ts.isPropertyAccessExpression(node) && !ts.isElementAccessExpression(node)) return null;
  return accessedName(node.expression) === "query" ? accessedName(node) : null;
}

/** The ownership violations of one server file. */
function checkFile(root: string, file: string, tables: Map<string, Table>, bySqlName: Map<string, Table>): Violation[] {
  const relative = posix(path.relative(root, file));
  const owner = moduleOf(relative);
  const source = parse(file);
  const found: Violation[] = [];
  const reported = new Set<string>();
  const report = (node: ts.Node, table: string | null, message: string) => {
    const line = lineOf(source, node);
    if (reported.has(`${line} ${message}`)) return;
    reported.add(`${line} ${message}`);
    found.push({ rule: "table-owner", file: relative, line, table, message });
  };
  const useTable = (node: ts.Node, table: Table | undefined, use: (table: Table) => string) => {
    if (table && table.owner !== owner) report(node, table.name, tableMessage(table, use(table)));
  };
  const wholePackage = (node: ts.Node) =>
    report(node, null, "imports all of `@wbe3/db` at once, so the tables it uses cannot be told apart: import each name you use by name.");
  const scanSql = (node: ts.Node, text: string) => {
    for (const match of text.matchAll(SQL_TABLE_WORDS)) {
      useTable(node, bySqlName.get((match[1] ?? "").toLowerCase()), (table) => `names the table ${table.sqlName} in SQL`);
    }
  };

  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (isDbPackage(root, file, node.moduleSpecifier.text)) {
        const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
        if (!bindings || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) {
          if (ts.isExportDeclaration(node) || node.importClause) wholePackage(node);
        } else {
          for (const element of bindings.elements) {
            const name = (element.propertyName ?? element.name).text;
            useTable(element, tables.get(name), (table) => `imports \`${name}\` (table ${table.sqlName})`);
          }
        }
      }
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier) && isDbPackage(root, file, specifier.text)) wholePackage(node);
    }
    const queried = relationalQueryTable(node);
    if (queried !== null) {
      useTable(node, tables.get(queried), (table) => `queries \`${queried}\` (table ${table.sqlName}) through \`.query\``);
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === "sql") {
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template.text]
        : [template.head.text, ...template.templateSpans.map((s) => s.literal.text)];
      scanSql(node, parts.join(" ? "));
    }
    if (ts.isCallExpression(node) && node.expression.getText(source) === "sql.raw") {
      const [text] = node.arguments;
      if (text && (ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text))) scanSql(node, text.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every table-ownership violation in the repository at `root`, in file order. */
export function findTableOwnerViolations(root: string): Violation[] {
  const { tables, problems } = readTables(root);
  const bySqlName = new Map([...tables.values()].map((table) => [table.sqlName, table]));
  const files = filesUnder(path.join(root, SERVER_DIR))
    .filter((file) => !TEST_FILE.test(posix(path.relative(root, file))))
    .sort();
  return [...problems, ...files.flatMap((file) => checkFile(root, file, tables, bySqlName))];
}

export const formatViolation = (v: Violation) => `error ${v.rule}: ${v.file}:${v.line} ${v.message}`;

const invokedAs = process.argv[1];
if (invokedAs && import.meta.url === pathToFileURL(path.resolve(invokedAs)).href) {
  const root = path.resolve(import.meta.dirname, "..");
  const violations = findTableOwnerViolations(root);
  for (const violation of violations) console.error(formatViolation(violation));
  if (violations.length > 0) {
    console.error(`\n✘ ${violations.length} table-ownership violation(s). See ARCHITECTURE.md, "The shape of every area".`);
    process.exit(1);
  }
  process.stdout.write(`✔ table owners: no server file outside its owner uses a table (${readTables(root).tables.size} tables)\n`);
}
