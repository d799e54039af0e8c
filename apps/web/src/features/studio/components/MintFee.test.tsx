import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  MINT_FEE_UNAVAILABLE,
  uploadFieldsSchema,
  type ArtistProfile,
  type CreateDraftInput,
  type PublicConfig,
  type UploadDraft,
} from "@wbe3/domain";
import { installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { installFakeXhr } from "@/test/fake-xhr";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const ARTIST = sessionUser({ id: "artist-1", role: "artist", name: "Nova", walletAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8" });
const PROFILE: ArtistProfile = {
  id: "p1",
  username: "nova",
  name: "Nova",
  bio: "",
  avatarUrl: null,
  verified: true,
  walletAddress: ARTIST.walletAddress,
  appleMusicArtistId: null,
  socialLinks: { instagram: null, youtube: null, facebook: null, tiktok: null },
};
// Not the SPEC's 0.001: what the page shows must come from the config, i.e. from the contracts.
const FEES: PublicConfig["fees"] = { trackMintWei: "2000000000000000", ticketMintWei: "1500000000000000" };

const FILE_CID = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";

function setUp(fees: PublicConfig["fees"] = FEES) {
  installMatchMedia();
  // Adding stores the file at once and keeps the item as a draft, as the server does.
  installFakeXhr((upload) => upload.respond(201, { ipfsHash: FILE_CID, url: `/ipfs/${FILE_CID}`, size: 15, mimeType: "audio/mpeg" }));
  const drafts: UploadDraft[] = [];
  return installFakeApi({
    me: meFor(ARTIST),
    config: { fees },
    routes: {
      "GET /api/artist/profile": () => jsonResponse({ profile: PROFILE }),
      "GET /api/uploads/mine": () => jsonResponse({ uploads: [] }),
      "GET /api/studio/drafts": () => jsonResponse({ drafts }),
      "POST /api/studio/drafts": ({ body }) => {
        const input = body as CreateDraftInput;
        const draft: UploadDraft = {
          id: `6a0c9a4e-1d2b-4c3d-8e4f-5a6b7c8d9e0${drafts.length}`,
          fields: uploadFieldsSchema.parse(input.fields),
          fileCid: input.fileCid,
          fileName: input.fileName,
          fileUrl: `/ipfs/${input.fileCid}`,
          imageCid: null,
          createdAt: "2026-01-01T00:00:00.000Z",
        };
        drafts.push(draft);
        return jsonResponse({ draft }, 201);
      },
      [`GET /api/wallets/${ARTIST.walletAddress ?? ""}/nfts`]: () => jsonResponse({ nfts: [], count: 0, error: null }),
    },
  });
}

function openStudio(path = "/artiststudio") {
  const user = userEvent.setup();
  const view = renderApp({ path, me: meFor(ARTIST) });
  return { user, ...view };
}

async function addItem(user: ReturnType<typeof userEvent.setup>, title: string, editions?: number) {
  const form = screen.getByRole("form", { name: "Upload" });
  await user.upload(within(form).getByLabelText("File"), new File(["ID3 audio bytes"], "song.mp3", { type: "audio/mpeg" }));
  await user.type(within(form).getByLabelText("Title"), title);
  await user.type(within(form).getByLabelText("Price (WBE3)"), "5");
  if (editions) {
    await user.click(within(form).getByLabelText("ERC1155 (Multiple)"));
    await user.clear(within(form).getByLabelText("Editions"));
    await user.type(within(form).getByLabelText("Editions"), String(editions));
  }
  await user.click(within(form).getByRole("button", { name: "Add to mint cart" }));
  await screen.findByText(new RegExp(`“${title}” was added`));
}

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

describe("mint fee before signing", () => {
  it("shows the contract's fee per item in the upload form, per edition for ERC1155", async () => {
    setUp();
    const { user } = openStudio();
    const form = await screen.findByRole("form", { name: "Upload" });
    expect(await within(form).findByText("Mint fee: 0.0020 ETH per item")).toBeInTheDocument();
    await user.click(within(form).getByLabelText("ERC1155 (Multiple)"));
    await user.clear(within(form).getByLabelText("Editions"));
    await user.type(within(form).getByLabelText("Editions"), "3");
    expect(within(form).getByText("Mint fee: 0.0015 ETH per item")).toBeInTheDocument();
    expect(within(form).getByText(/3 editions: 0\.0045 ETH/)).toBeInTheDocument();
    await user.click(within(form).getByLabelText("Mint as NFT"));
    expect(within(form).queryByText(/Mint fee/)).not.toBeInTheDocument();
  });

  it("shows each cart item's fee and the cart's total in ETH before Mint all", async () => {
    setUp();
    const { user } = openStudio();
    await screen.findByRole("form", { name: "Upload" });
    await addItem(user, "Golden Hour");
    await addItem(user, "Live Set", 3);
    await user.click(screen.getByRole("tab", { name: "Mint (2)" }));
    const cart = await screen.findByRole("list", { name: "Mint cart" });
    const [first, second] = within(cart).getAllByRole("listitem");
    expect(first).toHaveTextContent("ERC721 · 10% royalty · 0.0020 ETH mint fee");
    expect(second).toHaveTextContent("ERC1155 × 3 · 10% royalty · 0.0045 ETH mint fee");
    expect(screen.getByRole("status")).toHaveTextContent("Total mint fees: 0.0065 ETH for 2 items");
  });

  it("says the fee is unavailable when the contract did not answer, instead of inventing one", async () => {
    setUp({ trackMintWei: null, ticketMintWei: null });
    openStudio();
    const form = await screen.findByRole("form", { name: "Upload" });
    expect(await within(form).findByText(MINT_FEE_UNAVAILABLE)).toBeInTheDocument();
  });
});

describe("studio tabs in the URL", () => {
  it("opens the tab named in ?tab= and writes the chosen one back", async () => {
    setUp();
    const { user, router } = openStudio("/artiststudio?tab=mint");
    expect(await screen.findByRole("tab", { name: "Mint" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText(/The mint cart is empty/)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Copyright" }));
    expect(router.state.location.search).toBe("?tab=copyright");
    await user.click(screen.getByRole("tab", { name: "Upload" }));
    expect(router.state.location.search).toBe("");
  });
});
