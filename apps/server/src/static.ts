import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

/**
 * Serves the built web app. Hashed assets are cached for good; text files go out in the Brotli or
 * gzip copy the build made (scripts/compress-dist.mjs) when the browser accepts it; any other GET
 * that is not a file gets index.html so the client router can draw the page (SPA fallback).
 */
export function webAppRoutes(distDir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) => c.text("The web app is not built yet. Run `npm run build` (npm start does it for you).", 503));
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), distDir) || ".";
  app.use("/assets/*", staticFiles(root, "public, max-age=31536000, immutable"));
  app.use("*", staticFiles(root, "public, max-age=3600"));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return app;
}

/**
 * Files under `root` with their Cache-Control. (serveStatic's onFound runs after the response is
 * made, too late for a header, so the header goes on the response it returns.)
 */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({ root, precompressed: true });
  return async (c, next) => {
    // serveStatic answers a file with its Response and returns what `next` returns otherwise. Hono's
    // own next resolves to the context, so it is passed on through a wrapper that resolves to nothing.
    const response = await serve(c, async () => {
      await next();
    });
    if (response) response.headers.set("Cache-Control", cacheControl);
    return response;
  };
}
