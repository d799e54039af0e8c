import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import {
  artistByWallet,
  artistDirectory,
  artistPage,
  followState,
  ownFollowers,
  ownProfile,
  setFollowing,
  updateOwnProfile,
  updateOwnSocialLinks,
  type CollectorsOfArtist,
  type PublicWorkTests,
} from "./service.ts";

/** The signed-in artist's own profile, and the public pages: social links; and the public pages: discover, profile with catalog, the embeddable card. */
export function artistsRoutes(deps: AppDeps, publicWork: PublicWorkTests, collectorsOf: CollectorsOfArtist) {
  return endpointRoutes(deps, {
    "GET /api/artist/profile": async (_, c) => ({ profile: await ownProfile(deps.db, requireUser(c)) }),
    "PUT /api/artist/profile": async ({ body }, c) => ({ profile: await updateOwnProfile(deps.db, requireUser(c), body) }),
    "PUT /api/artist/social-links": async ({ body }, c) => ({ socialLinks: await updateOwnSocialLinks(deps.db, requireUser(c), body) }),
    "GET /api/artists": async ({ query }) => artistDirectory(deps.db, publicWork, query.cursor),
    "GET /api/artists/by-wallet/:address": async ({ params }) => ({ artist: await artistByWallet(deps.db, params.address) }),
    "GET /api/artists/:username": async ({ params }, c) =>
      artistPage(deps, collectorsOf, params.username, c.get("logger"), c.get("session")?.user ?? null),
    "PUT /api/artists/:username/follow": async ({ params }, c) => setFollowing(deps.db, requireUser(c), params.username, true),
    "DELETE /api/artists/:username/follow": async ({ params }, c) => setFollowing(deps.db, requireUser(c), params.username, false),
    "GET /api/artists/:username/follow": async ({ params }, c) => followState(deps.db, requireUser(c), params.username),
    "GET /api/artist/followers": async ({ query }, c) => ownFollowers(deps.db, requireUser(c), query),
  });
}
