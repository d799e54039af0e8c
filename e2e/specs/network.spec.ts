import { describe } from "vitest";
import { expect, test } from "../src/fixtures.ts";

// Every test already fails if its pages tried to reach the internet; this one makes sure every
// screen of the route table is visited at least once, so none can do it unnoticed.
const PATHS = [
  "/",
  "/marketplace",
  "/platform",
  "/register",
  "/discover",
  "/artists",
  "/artist/novareign",
  "/embed/artist/0x0000000000000000000000000000000000000001",
  "/embed/artist/",
  "/artiststudio",
  "/liveshows",
  "/live-shows",
  "/honeybank",
  "/tiers",
  "/artist-dashboard",
  "/fan-dashboard",
  "/partner-dashboard",
  "/admin-dashboard",
  "/artiststorefront",
  "/artist-storefront",
  "/nfts",
  "/dashboard",
  "/no-such-page",
];

describe("network", () => {
  test("no screen of the app reaches beyond this machine", async ({ newPage }) => {
    const page = await newPage();
    for (const path of PATHS) {
      await page.goto(path, { waitUntil: "networkidle" });
      // A screen that crashed would also make no requests; make sure each one really drew.
      for (const failure of ["Unexpected Application Error!", "Component Error"]) {
        expect(await page.getByText(failure).count(), `${path} shows "${failure}"`).toBe(0);
      }
    }
  });
});
