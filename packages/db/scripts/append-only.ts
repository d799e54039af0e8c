import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Migrations are append-only: once a migration file is on main, no later commit (and no
 * uncommitted change) may edit or delete it, and the journal may only gain entries at its end.
 * History before BASELINE is grandfathered: 0000_init was regenerated in place while the project
 * had no deployed database.
 */
export const BASELINE = "f0504fe7ff6860ab39382feacd29d775e44c1a43";
export const MIGRATIONS_DIR = "packages/db/migrations";
const JOURNAL = `${MIGRATIONS_DIR}/meta/_journal.json`;

export interface Violation {
  where: string;
  file: string;
  what: string;
}

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

function git(cwd: string, args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

function hasCommit(cwd: string, ref: string): boolean {
  try {
    git(cwd, ["cat-file", "-e", `${ref}^{commit}`]);
    return true;
  } catch {
    // Not in this clone (shallow or unrelated history): only the working tree is checked.
    return false;
  }
}

/** A journal whose existing entries changed (not merely appended to) is an edit too. */
function journalEdit(before: string, after: string): string | null {
  const old = (JSON.parse(before) as Journal).entries;
  const now = (JSON.parse(after) as Journal).entries;
  const changed = old.findIndex((entry, i) => JSON.stringify(entry) !== JSON.stringify(now[i]));
  return changed === -1 ? null : `journal entry ${old[changed]?.tag ?? changed} was changed or removed`;
}

/** Each M/D of an existing migration between `from` and `to` (a commit, or the working tree when undefined). */
function editsBetween(cwd: string, from: string, to: string | undefined, where: string): Violation[] {
  const range = to ? [from, to] : [from];
  const lines = git(cwd, ["diff", "--name-status", "--no-renames", ...range, "--", MIGRATIONS_DIR])
    .split("\n")
    .filter(Boolean);
  const violations: Violation[] = [];
  for (const line of lines) {
    const [status, file] = line.split("\t") as [string, string];
    if (status === "A") continue;
    if (file === JOURNAL && status === "M") {
      const after = to ? git(cwd, ["show", `${to}:${file}`]) : readFileSync(path.join(cwd, file), "utf8");
      const what = journalEdit(git(cwd, ["show", `${from}:${file}`]), after);
      if (what) violations.push({ where, file, what });
      continue;
    }
    violations.push({ where, file, what: status === "D" ? "deleted" : "edited" });
  }
  return violations;
}

/** Every edit or deletion of an existing migration after `baseline`, commit by commit, then in the working tree. */
export function findMigrationEdits(cwd: string, baseline: string = BASELINE): Violation[] {
  const violations: Violation[] = [];
  if (hasCommit(cwd, baseline)) {
    const commits = git(cwd, ["rev-list", "--reverse", "--first-parent", `${baseline}..HEAD`])
      .split("\n")
      .filter(Boolean);
    let previous = baseline;
    for (const commit of commits) {
      violations.push(...editsBetween(cwd, previous, commit, `commit ${commit.slice(0, 10)}`));
      previous = commit;
    }
  }
  violations.push(...editsBetween(cwd, "HEAD", undefined, "working tree"));
  return violations;
}
