import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findMigrationEdits, MIGRATIONS_DIR } from "./append-only.ts";

let repo = "";

function git(...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@wbe3.example", ...args], { cwd: repo, encoding: "utf8" }).trim();
}

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
}

function journal(...tags: string[]) {
  return JSON.stringify({
    version: "7",
    dialect: "postgresql",
    entries: tags.map((tag, idx) => ({ idx, version: "7", when: 1000 + idx, tag, breakpoints: true })),
  });
}

function commit(message: string): string {
  git("add", "-A");
  git("commit", "-q", "-m", message);
  return git("rev-parse", "HEAD");
}

/** A repository whose baseline holds one migration. */
function repoWithBaseline(): string {
  repo = mkdtempSync(path.join(tmpdir(), "wbe3-append-only-"));
  git("init", "-q");
  write(`${MIGRATIONS_DIR}/0000_init.sql`, "create table a (id int);");
  write(`${MIGRATIONS_DIR}/meta/_journal.json`, journal("0000_init"));
  return commit("baseline");
}

afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe("findMigrationEdits", () => {
  it("accepts a new migration appended after the baseline", () => {
    const baseline = repoWithBaseline();
    write(`${MIGRATIONS_DIR}/0001_more.sql`, "create table b (id int);");
    write(`${MIGRATIONS_DIR}/meta/_journal.json`, journal("0000_init", "0001_more"));
    commit("append");
    expect(findMigrationEdits(repo, baseline)).toEqual([]);
  });

  it("reports a committed edit of an existing migration, even when a later commit restores it", () => {
    const baseline = repoWithBaseline();
    write(`${MIGRATIONS_DIR}/0000_init.sql`, "create table a (id bigint);");
    const edit = commit("regenerate in place");
    write(`${MIGRATIONS_DIR}/0000_init.sql`, "create table a (id int);");
    commit("put it back");
    expect(findMigrationEdits(repo, baseline)).toEqual([
      { where: `commit ${edit.slice(0, 10)}`, file: `${MIGRATIONS_DIR}/0000_init.sql`, what: "edited" },
      expect.objectContaining({ file: `${MIGRATIONS_DIR}/0000_init.sql`, what: "edited" }),
    ]);
  });

  it("reports a deletion and a rewritten journal entry", () => {
    const baseline = repoWithBaseline();
    unlinkSync(path.join(repo, `${MIGRATIONS_DIR}/0000_init.sql`));
    write(`${MIGRATIONS_DIR}/0000_other.sql`, "create table c (id int);");
    write(`${MIGRATIONS_DIR}/meta/_journal.json`, journal("0000_other"));
    commit("replace");
    const found = findMigrationEdits(repo, baseline).map((v) => `${v.file}: ${v.what}`);
    expect(found).toEqual([
      `${MIGRATIONS_DIR}/0000_init.sql: deleted`,
      `${MIGRATIONS_DIR}/meta/_journal.json: journal entry 0000_init was changed or removed`,
    ]);
  });

  it("reports an uncommitted edit in the working tree", () => {
    const baseline = repoWithBaseline();
    write(`${MIGRATIONS_DIR}/0000_init.sql`, "create table a (id int); -- tweak");
    expect(findMigrationEdits(repo, baseline)).toEqual([
      { where: "working tree", file: `${MIGRATIONS_DIR}/0000_init.sql`, what: "edited" },
    ]);
  });
});
