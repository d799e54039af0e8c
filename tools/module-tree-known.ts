/** One folder importing another that imports it back, left out of the check for now. */
export interface KnownImport {
  from: string;
  to: string;
  /** Why it is still there, and what takes it away. */
  why: string;
}

/**
 * Temporary: the upward imports being cut on other branches of issue 24 as this check lands. Each
 * entry closes a cycle today; once its cut is merged, `npm run lint:tree` fails with "remove it
 * from KNOWN_UPWARD_IMPORTS", so this list only shrinks. Never add to it: cut the import instead.
 */
export const KNOWN_UPWARD_IMPORTS: Readonly<Record<string, readonly KnownImport[]>> = {
  "apps/server/src/modules": [
    {
      from: "files",
      to: "uploads",
      why: "files/routes.ts asks uploads who may store a file; areas register storage rules (issue 24, point 2)",
    },
    {
      from: "chain-index",
      to: "artists",
      why: "chain-index/known-tokens.ts names the areas' tokens; areas declare what a token opens (issue 24, point 4)",
    },
    { from: "chain-index", to: "uploads", why: "chain-index/known-tokens.ts, as above (issue 24, point 4)" },
    { from: "chain-index", to: "marketplace", why: "chain-index/known-tokens.ts, as above (issue 24, point 4)" },
    { from: "chain-index", to: "publishing", why: "chain-index/known-tokens.ts, as above (issue 24, point 4)" },
    {
      from: "commerce",
      to: "uploads",
      why: "commerce/sold-file.ts reads the file an edition opens; the selling area declares it (issue 24, point 4)",
    },
    { from: "commerce", to: "publishing", why: "commerce/sold-file.ts, as above (issue 24, point 4)" },
  ],
};
