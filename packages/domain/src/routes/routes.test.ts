import { describe, expect, it } from "vitest";
import {
  findRoute,
  matchRoute,
  NAV_PRIMARY,
  NAV_SECONDARY,
  PATHS,
  REDIRECTS,
  resolvePathname,
  ROUTES,
  showsSessionButtons,
} from "./routes.ts";
import { showPagePath } from "../live-shows/live-shows.ts";
import { verifyPagePath } from "../copyright/copyright.ts";

describe("route table", () => {
  it.each([
    ["/", "home", "all"],
    ["/marketplace", "marketplace", "all"],
    ["/platform", "marketplace", "all"],
    ["/register", "register", "all"],
    ["/discover", "discover", "all"],
    ["/artists", "discover", "all"],
    ["/artist/queen", "artist", "all"],
    ["/embed/artist/0xabc", "embedArtist", "all"],
    ["/artiststudio", "artistStudio", ["artist"]],
    ["/artist-dashboard", "artistDashboard", ["artist"]],
    ["/artiststorefront", "artistStorefront", ["artist"]],
    ["/artist-storefront", "artistStorefront", ["artist"]],
    ["/fan-dashboard", "fanDashboard", ["fan"]],
    ["/partner-dashboard", "partnerDashboard", ["partner"]],
    ["/admin-dashboard", "adminDashboard", ["admin"]],
    ["/liveshows", "liveShows", "all"],
    ["/live-shows", "liveShows", "all"],
    ["/liveshows/6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2aff", "liveShow", "all"],
    ["/live-shows/6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2aff", "liveShow", "all"],
    ["/honeybank", "honeybank", "all"],
    ["/tiers", "tiers", "signed-in"],
    ["/verify-email", "verifyEmail", "all"],
    ["/reset-password", "resetPassword", "all"],
    ["/dev/outbox", "devOutbox", "all"],
    ["/copyright", "copyright", "signed-in"],
    [`/copyright/verify/0x${"ab".repeat(32)}`, "copyrightVerify", "all"],
  ])("%s is the %s route with access %o", (path, id, access) => {
    const route = findRoute(path);
    expect(route?.id).toBe(id);
    expect(route?.access).toEqual(access);
  });

  it("gates the studio in-page and redirects from other role pages", () => {
    for (const route of ROUTES) {
      const expected = route.id === "artistStudio" ? "gate" : "redirect";
      expect(route.guard, route.id).toBe(expected);
    }
  });

  it("has unique ids and no path claimed twice", () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = ROUTES.flatMap((route) => [route.path, ...route.aliases]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("tolerates trailing slashes, queries, hashes and case", () => {
    expect(findRoute("/marketplace/")?.id).toBe("marketplace");
    expect(findRoute("/marketplace?q=gold#top")?.id).toBe("marketplace");
    expect(findRoute("/Fan-Dashboard")?.id).toBe("fanDashboard");
  });

  it("opens a show's page at the path the live-shows area links to", () => {
    expect(matchRoute(showPagePath("6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2aff"))).toMatchObject({
      route: { id: "liveShow" },
      params: { id: "6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2aff" },
    });
    expect(findRoute("/liveshows/a/b")).toBeNull();
  });

  it("opens the verify page at the path the copyright area links to", () => {
    const sha256 = `0x${"c0".repeat(32)}`;
    expect(matchRoute(verifyPagePath(sha256))).toMatchObject({ route: { id: "copyrightVerify" }, params: { sha256 } });
    expect(findRoute("/copyright/verify")).toBeNull();
  });

  it("decodes route parameters", () => {
    expect(matchRoute("/artist/Queen%20B")?.params).toEqual({ username: "Queen B" });
    expect(matchRoute(PATHS.artist("a/b c"))?.params).toEqual({ username: "a/b c" });
  });

  it("still opens the embed card without an address so it can say 'Invalid Artist'", () => {
    expect(matchRoute("/embed/artist")).toMatchObject({ route: { id: "embedArtist" }, params: {} });
    expect(matchRoute("/embed/artist/")?.route.id).toBe("embedArtist");
  });

  it("does not match a profile without a username or with extra segments", () => {
    expect(findRoute("/artist")).toBeNull();
    expect(findRoute("/artist/queen/extra")).toBeNull();
    expect(findRoute("/artist/%E0%A4%A")).toBeNull();
  });
});

describe("resolvePathname", () => {
  it.each([
    ["/nfts", "/artiststudio"],
    ["/upload", "/artiststudio"],
    ["/mint", "/artiststudio"],
    ["/dashboard", "/"],
    ["/no-such-page", "/"],
    ["/marketplace/extra", "/"],
  ])("redirects %s to %s", (from, to) => {
    expect(resolvePathname(from)).toEqual({ kind: "redirect", to });
  });

  it("renders known routes with their parameters", () => {
    expect(resolvePathname("/artist/queen")).toMatchObject({ kind: "route", route: { id: "artist" }, params: { username: "queen" } });
  });

  it("redirects only to paths that are themselves routes", () => {
    for (const { to } of REDIRECTS) expect(findRoute(to), to).not.toBeNull();
  });
});

describe("PATHS", () => {
  it("builds parameterised paths safely", () => {
    expect(PATHS.artist("queen b")).toBe("/artist/queen%20b");
    expect(PATHS.embedArtist("0xAbC")).toBe("/embed/artist/0xAbC");
  });
});

describe("navigation", () => {
  it("lists the two SPEC header variants in order", () => {
    expect(NAV_PRIMARY).toEqual([
      { label: "Discover", path: "/discover" },
      { label: "NFTs", path: "/nfts" },
      { label: "Marketplace", path: "/marketplace" },
    ]);
    expect(NAV_SECONDARY.map((link) => link.label)).toEqual([
      "Home",
      "Discover",
      "Live Shows",
      "Artist Studio",
      "Marketplace",
      "Open Mic Night",
    ]);
    expect(NAV_SECONDARY.find((link) => link.label === "Open Mic Night")?.path).toBe("/liveshows");
  });

  it("links only to routes or redirects", () => {
    for (const { path } of [...NAV_PRIMARY, ...NAV_SECONDARY]) {
      expect(findRoute(path) ?? REDIRECTS.find((redirect) => redirect.from === path), path).toBeTruthy();
    }
  });
});

describe("showsSessionButtons", () => {
  it.each([
    "/fan-dashboard",
    "/artist-dashboard",
    "/partner-dashboard",
    "/admin-dashboard",
    "/discover",
    "/artists",
    "/marketplace",
    "/platform?q=x",
    "/mint",
  ])("shows Home and Log Out on %s", (path) => {
    expect(showsSessionButtons(path)).toBe(true);
  });

  it.each(["/", "/honeybank", "/liveshows", "/artist/queen", "/tiers", "/register", "/verify-email", "/dev/outbox"])(
    "hides them on %s",
    (path) => {
      expect(showsSessionButtons(path)).toBe(false);
    },
  );
});
