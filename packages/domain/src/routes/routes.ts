import type { Access } from "../roles/access.ts";

export const PATHS = {
  home: "/",
  marketplace: "/marketplace",
  platform: "/platform",
  register: "/register",
  discover: "/discover",
  artists: "/artists",
  artist: (username: string) => `/artist/${encodeURIComponent(username)}`,
  embedArtist: (walletAddress: string) => `/embed/artist/${encodeURIComponent(walletAddress)}`,
  artistStudio: "/artiststudio",
  artistDashboard: "/artist-dashboard",
  artistDashboardStreams: "/artist-dashboard/streams",
  artistDashboardFollowers: "/artist-dashboard/followers",
  artistDashboardRevenue: "/artist-dashboard/revenue",
  artistStorefront: "/artiststorefront",
  artistStorefrontAlias: "/artist-storefront",
  fanDashboard: "/fan-dashboard",
  partnerDashboard: "/partner-dashboard",
  adminDashboard: "/admin-dashboard",
  liveShows: "/liveshows",
  liveShowsAlias: "/live-shows",
  honeybank: "/honeybank",
  copyright: "/copyright",
  tiers: "/tiers",
  verifyEmail: "/verify-email",
  resetPassword: "/reset-password",
  devOutbox: "/dev/outbox",
  vaultReader: (cid: string) => `/vault/read/${encodeURIComponent(cid)}`,
  nfts: "/nfts",
  upload: "/upload",
  mint: "/mint",
  dashboard: "/dashboard",
} as const;

export interface RouteDef {
  id: string;
  /** react-router pattern: `:name` is a segment parameter, `:name?` an optional last one. */
  path: string;
  aliases: readonly string[];
  access: Access;
  /** "gate": the page renders its own connect-or-login / "Access Restricted" prompt instead of redirecting. */
  guard: "redirect" | "gate";
  title: string;
  /** Label when the route is linked from a header navigation. */
  nav?: { label: string };
}

export const ROUTES: readonly RouteDef[] = [
  { id: "home", path: PATHS.home, aliases: [], access: "all", guard: "redirect", title: "Home", nav: { label: "Home" } },
  {
    id: "marketplace",
    path: PATHS.marketplace,
    aliases: [PATHS.platform],
    access: "all",
    guard: "redirect",
    title: "Marketplace",
    nav: { label: "Marketplace" },
  },
  { id: "register", path: PATHS.register, aliases: [], access: "all", guard: "redirect", title: "Sign Up" },
  {
    id: "discover",
    path: PATHS.discover,
    aliases: [PATHS.artists],
    access: "all",
    guard: "redirect",
    title: "Discover Artists",
    nav: { label: "Discover" },
  },
  { id: "artist", path: "/artist/:username", aliases: [], access: "all", guard: "redirect", title: "Artist Profile" },
  {
    id: "embedArtist",
    // Optional so a missing address still reaches the page, which shows "Invalid Artist".
    path: "/embed/artist/:walletAddress?",
    aliases: [],
    access: "all",
    guard: "redirect",
    title: "Artist Card",
  },
  {
    id: "artistStudio",
    path: PATHS.artistStudio,
    aliases: [],
    access: ["artist"],
    guard: "gate",
    title: "Artist Studio",
    nav: { label: "Artist Studio" },
  },
  {
    id: "artistDashboard",
    path: PATHS.artistDashboard,
    aliases: [],
    access: ["artist"],
    guard: "redirect",
    title: "Artist Dashboard",
  },
  // The stats card's details, each linked from its figure.
  { id: "artistStreams", path: PATHS.artistDashboardStreams, aliases: [], access: ["artist"], guard: "redirect", title: "Your Streams" },
  {
    id: "artistFollowers",
    path: PATHS.artistDashboardFollowers,
    aliases: [],
    access: ["artist"],
    guard: "redirect",
    title: "Your Followers",
  },
  { id: "artistRevenue", path: PATHS.artistDashboardRevenue, aliases: [], access: ["artist"], guard: "redirect", title: "Your Revenue" },
  {
    id: "artistStorefront",
    path: PATHS.artistStorefront,
    aliases: [PATHS.artistStorefrontAlias],
    access: ["artist"],
    guard: "redirect",
    title: "Artist Storefront",
  },
  { id: "fanDashboard", path: PATHS.fanDashboard, aliases: [], access: ["fan"], guard: "redirect", title: "Fan Dashboard" },
  {
    id: "partnerDashboard",
    path: PATHS.partnerDashboard,
    aliases: [],
    access: ["partner"],
    guard: "redirect",
    title: "Partner Dashboard",
  },
  {
    id: "adminDashboard",
    path: PATHS.adminDashboard,
    aliases: [],
    access: ["admin"],
    guard: "redirect",
    title: "Admin Dashboard",
  },
  {
    id: "liveShows",
    path: PATHS.liveShows,
    aliases: [PATHS.liveShowsAlias],
    access: "all",
    guard: "redirect",
    title: "Live Shows",
    nav: { label: "Live Shows" },
  },
  // One show (live-shows/live-shows.ts `showPagePath`): written out here, since that file reads this one.
  {
    id: "liveShow",
    path: `${PATHS.liveShows}/:id`,
    aliases: [`${PATHS.liveShowsAlias}/:id`],
    access: "all",
    guard: "redirect",
    title: "Live Show",
  },
  // The door check-in of one show (live-shows `showDoorPath`): the server decides who is door staff.
  {
    id: "liveShowDoor",
    path: `${PATHS.liveShows}/:id/door`,
    aliases: [`${PATHS.liveShowsAlias}/:id/door`],
    access: "signed-in",
    guard: "redirect",
    title: "Door Check-in",
  },
  { id: "honeybank", path: PATHS.honeybank, aliases: [], access: "all", guard: "redirect", title: "HoneyBank" },
  // The app form of the Copyright Protection Center (issue 26) and the public check of a
  // fingerprint (copyright `verifyPagePath`): written out here, since that file reads none of this one.
  { id: "copyright", path: PATHS.copyright, aliases: [], access: "signed-in", guard: "redirect", title: "Copyright" },
  {
    id: "copyrightVerify",
    path: `${PATHS.copyright}/verify/:sha256`,
    aliases: [],
    access: "all",
    guard: "redirect",
    title: "Verify a Registration",
  },
  { id: "tiers", path: PATHS.tiers, aliases: [], access: "signed-in", guard: "redirect", title: "Choose Your Tier" },
  // The targets of the verification and reset mails: open, since the link is the credential.
  { id: "verifyEmail", path: PATHS.verifyEmail, aliases: [], access: "all", guard: "redirect", title: "Verify E-mail" },
  { id: "resetPassword", path: PATHS.resetPassword, aliases: [], access: "all", guard: "redirect", title: "Reset Password" },
  // The in-app reader of an owned book (issue 19): the server decides who may open the file.
  { id: "vaultReader", path: "/vault/read/:cid", aliases: [], access: "signed-in", guard: "redirect", title: "Reader" },
  // Local mode only; the page says so elsewhere and the API refuses outside local mode.
  { id: "devOutbox", path: PATHS.devOutbox, aliases: [], access: "all", guard: "redirect", title: "Dev Outbox" },
];

export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: PATHS.nfts, to: PATHS.artistStudio },
  { from: PATHS.upload, to: PATHS.artistStudio },
  { from: PATHS.mint, to: PATHS.artistStudio },
  { from: PATHS.dashboard, to: PATHS.home },
];

export interface NavLink {
  label: string;
  path: string;
}

export const NAV_PRIMARY: readonly NavLink[] = [
  { label: "Discover", path: PATHS.discover },
  { label: "NFTs", path: PATHS.nfts },
  { label: "Marketplace", path: PATHS.marketplace },
];

export const NAV_SECONDARY: readonly NavLink[] = [
  { label: "Home", path: PATHS.home },
  { label: "Discover", path: PATHS.discover },
  { label: "Live Shows", path: PATHS.liveShowsAlias },
  { label: "Artist Studio", path: PATHS.artistStudio },
  { label: "Marketplace", path: PATHS.marketplace },
  { label: "Open Mic Night", path: PATHS.liveShows },
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

export type PathResolution = ({ kind: "route" } & RouteMatch) | { kind: "redirect"; to: string };

/** Segments without empty pieces from leading, trailing or doubled slashes. */
function splitSegments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

/** A pathname's segments, ignoring any query or hash. */
function segmentsOf(pathname: string): string[] {
  return splitSegments(pathname.split(/[?#]/, 1)[0] ?? "");
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

// Literal segments compare case-insensitively, as react-router does by default.
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  // Not segmentsOf: the "?" of an optional parameter is not a query.
  const expected = splitSegments(pattern);
  const actual = segmentsOf(pathname);
  if (actual.length > expected.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index];
    if (part.startsWith(":")) {
      const optional = part.endsWith("?");
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      const value = decodeSegment(segment);
      if (value === null) return null;
      params[name] = value;
    } else if (segment === undefined || segment.toLowerCase() !== part.toLowerCase()) {
      return null;
    }
  }
  return params;
}

export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of ROUTES) {
    for (const pattern of [route.path, ...route.aliases]) {
      const params = matchPattern(pattern, pathname);
      if (params) return { route, params };
    }
  }
  return null;
}

export function findRoute(pathname: string): RouteDef | null {
  return matchRoute(pathname)?.route ?? null;
}

/** What the app does with a pathname: render a route, follow a fixed redirect, or go home (unknown path). */
export function resolvePathname(pathname: string): PathResolution {
  const match = matchRoute(pathname);
  if (match) return { kind: "route", ...match };
  const redirect = REDIRECTS.find(({ from }) => matchPattern(from, pathname));
  return { kind: "redirect", to: redirect?.to ?? PATHS.home };
}

// SPEC 2 names "dashboard, discover, marketplace and mint paths". We read that per first path
// segment: any *dashboard* page, the Discover and Marketplace pages under either of their
// addresses, and /mint (which lands on the studio's Mint tab).
const SESSION_BUTTON_SEGMENTS = new Set(["discover", "artists", "marketplace", "platform", "mint"]);

export function showsSessionButtons(pathname: string): boolean {
  const first = segmentsOf(pathname)[0]?.toLowerCase();
  if (first === undefined) return false;
  return first.endsWith("dashboard") || SESSION_BUTTON_SEGMENTS.has(first);
}
