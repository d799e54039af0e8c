import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SET_UP_PROFILE_FIRST, SOCIAL_LINKS_SAVE_FAILED, socialLinkRule, type ArtistProfile } from "@wbe3/domain";
import { apiError, installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { notify } from "@/lib/toast";

const ARTIST_USER = sessionUser({ role: "artist", walletAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8" });
const PROFILE: ArtistProfile = {
  id: "a1",
  username: "nova",
  name: "Nova",
  bio: "",
  avatarUrl: null,
  verified: false,
  walletAddress: ARTIST_USER.walletAddress,
  appleMusicArtistId: null,
  socialLinks: { instagram: "https://instagram.com/nova", youtube: null, facebook: null, tiktok: null },
};

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setUp(save: (body: unknown) => Response, initial: ArtistProfile | null = PROFILE) {
  installMatchMedia();
  let profile = initial;
  const api = installFakeApi({
    me: meFor(ARTIST_USER),
    routes: {
      "GET /api/artist/profile": () => jsonResponse({ profile }),
      "PUT /api/artist/profile": ({ body }) => {
        profile = { ...PROFILE, ...(body as Partial<ArtistProfile>) };
        return jsonResponse({ profile });
      },
      "PUT /api/artist/social-links": ({ body }) => save(body),
    },
  });
  const success = vi.spyOn(notify, "success").mockImplementation(() => undefined);
  const failure = vi.spyOn(notify, "error").mockImplementation(() => undefined);
  renderApp({ path: "/artist-dashboard?tab=social", me: meFor(ARTIST_USER) });
  return { api, success, failure, user: userEvent.setup() };
}

const form = async () => screen.findByRole("form", { name: "Social links" });

describe("social links on the artist dashboard", () => {
  it("is prefilled from the profile, shows each field's error under it and sends nothing while one is wrong", async () => {
    const { api, user } = setUp(() => jsonResponse({ socialLinks: PROFILE.socialLinks }));
    const links = await form();
    expect(within(links).getByLabelText("Instagram")).toHaveValue("https://instagram.com/nova");
    await user.type(within(links).getByLabelText("YouTube"), "http://youtube.com/@nova");
    await user.type(within(links).getByLabelText("TikTok"), "https://instagram.com/nova");
    await user.click(within(links).getByRole("button", { name: "Save social links" }));
    expect(await within(links).findByText(socialLinkRule("youtube"))).toBeInTheDocument();
    expect(within(links).getByText(socialLinkRule("tiktok"))).toBeInTheDocument();
    expect(within(links).getByLabelText("YouTube")).toHaveAccessibleDescription(socialLinkRule("youtube"));
    expect(within(links).queryByText(socialLinkRule("instagram"))).not.toBeInTheDocument();
    expect(api.bodiesFor("PUT /api/artist/social-links")).toEqual([]);
  });

  it("saves the links and says so", async () => {
    const { api, success, user } = setUp((body) => jsonResponse({ socialLinks: { ...PROFILE.socialLinks, ...(body as object) } }));
    const links = await form();
    await user.type(within(links).getByLabelText("Facebook"), "https://fb.com/nova");
    await user.click(within(links).getByRole("button", { name: "Save social links" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("Social links saved"));
    // Empty fields are left out: the server then removes those links.
    expect(api.bodiesFor("PUT /api/artist/social-links")).toEqual([
      { instagram: "https://instagram.com/nova", facebook: "https://fb.com/nova" },
    ]);
  });

  it("says the SPEC text when the save fails", async () => {
    const { failure, user } = setUp(() => apiError("unavailable", "The database is not answering right now.", 503));
    const links = await form();
    await user.click(within(links).getByRole("button", { name: "Save social links" }));
    await vi.waitFor(() =>
      expect(failure).toHaveBeenCalledWith(SOCIAL_LINKS_SAVE_FAILED, { description: "The database is not answering right now." }),
    );
    expect(within(links).getByRole("alert")).toHaveTextContent(SOCIAL_LINKS_SAVE_FAILED);
  });

  it("without a profile, offers it in place; once created, the links form follows with its first field focused", async () => {
    const { user } = setUp(() => apiError("conflict", SET_UP_PROFILE_FIRST, 409), null);
    expect(await screen.findByRole("heading", { name: "Create your artist profile first" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Social links" })).not.toBeInTheDocument();
    const profile = screen.getByRole("form", { name: "Artist profile" });
    await user.type(within(profile).getByLabelText("Username"), "nova");
    await user.type(within(profile).getByLabelText("Artist name"), "Nova");
    await user.click(within(profile).getByRole("button", { name: "Create profile" }));
    const links = await form();
    await waitFor(() => expect(within(links).getByLabelText("Instagram")).toHaveFocus());
  });

  it("after saving, focus is on the confirmation, not on the page", async () => {
    const { user } = setUp(() => jsonResponse({ socialLinks: PROFILE.socialLinks }));
    const links = await form();
    await user.click(within(links).getByRole("button", { name: "Save social links" }));
    await waitFor(() => expect(within(links).getByText("Social links saved.")).toHaveFocus());
  });
});
