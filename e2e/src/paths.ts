import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
export const SERVER_ENTRY = path.join(REPO_ROOT, "apps/server/src/main.ts");
/** The built web app the server serves; WEB_DIST overrides it for the harness and the server alike. */
export const WEB_DIST = path.resolve(REPO_ROOT, process.env.WEB_DIST ?? "apps/web/dist");
