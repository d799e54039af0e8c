import path from "node:path";
import { findMigrationEdits } from "./append-only.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const violations = findMigrationEdits(root);
if (violations.length > 0) {
  console.error("Migrations are append-only; these changes edit one that already exists:");
  for (const v of violations) console.error(`  - ${v.file}: ${v.what} (${v.where})`);
  console.error("Restore the file and add a new migration instead: npm run db:generate -w @wbe3/db");
  process.exit(1);
}
console.log("migrations: append-only (no existing migration edited)");
