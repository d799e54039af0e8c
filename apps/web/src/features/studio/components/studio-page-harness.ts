import { afterEach, beforeEach, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  uploadFieldsSchema,
  type ArtistProfile,
  type CreateDraftInput,
  type CreateUploadInput,
  type UploadDraft,
  type UploadRecord,
} from "@wbe3/domain";
import { getWalletRuntime } from "@/lib/wallet/wallet-runtime";
import { createFakeChain } from "@/test/fake-chain";
import { installFakeApi, meFor, sessionUser, TEST_CONFIG } from "@/test/fake-api";
import { installFakeXhr } from "@/test/fake-xhr";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet } from "@/test/test-wallet";

/**
 * What the studio page's tests share (StudioPage*.test.tsx): an artist with a wallet, a fake server
 * that keeps drafts and uploads and logs what it was asked, and the steps of adding a work.
 */

export const UPLOAD_ID = "0b7f2a52-3c61-4f7e-9d0a-6a1d2b3c4d5e";
export const FILE_CID = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";
export const TOKEN_URI = "ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy";
// The ids the fake server gives drafts, in order.
export const DRAFT_IDS = ["6a0c9a4e-1d2b-4c3d-8e4f-5a6b7c8d9e01", "6a0c9a4e-1d2b-4c3d-8e4f-5a6b7c8d9e02"] as const;
export const STORED_TRACK = { ipfsHash: FILE_CID, url: `/ipfs/${FILE_CID}`, size: 15, mimeType: "audio/mpeg" };

/** A draft as the server keeps it: the fields checked by the form's schema, the files stored. */
export function draftOf(input: CreateDraftInput, id: string): UploadDraft {
  return {
    id,
    fields: uploadFieldsSchema.parse(input.fields),
    fileCid: input.fileCid,
    fileName: input.fileName,
    fileUrl: `/ipfs/${input.fileCid}`,
    imageCid: input.imageCid ?? null,
    createdAt: "2026-01-01T00:00:00.000Z",
  };
}

export function uploadRecord(input: CreateUploadInput, overrides: Partial<UploadRecord> = {}): UploadRecord {
  return {
    id: UPLOAD_ID,
    title: input.title,
    artistName: "Nova",
    description: "",
    category: input.category ?? "music",
    price: "500000000000000000000",
    imageUrl: null,
    fileUrl: `/ipfs/${FILE_CID}`,
    tags: [],
    royalty: 10,
    mintAsNFT: input.mintAsNFT ?? true,
    nftType: input.nftType ?? "ERC721",
    editions: 1,
    isMinted: false,
    isPublic: true,
    fileAccess: "public",
    holders: 0,
    previewUrl: null,
    tokenURI: null,
    mint: null,
    listingId: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

interface SetUpOptions {
  chain?: Parameters<typeof createFakeChain>[0];
  /** Drafts the server kept from an earlier visit. */
  drafts?: UploadDraft[];
  /** Answer every file upload at once (false: the test reports progress and responds itself). */
  storeAtOnce?: boolean;
}

/**
 * Installs the test wallet (one per test file: the app's wallet runtime lives as long as the page)
 * and the hooks that reset it and the app between tests. Call it once, at the top of a test file.
 */
export function installStudioPage() {
  const wallet = installTestWallet({ name: "Test Wallet" });
  const runtime = getWalletRuntime(TEST_CONFIG);
  const artist = sessionUser({ id: "artist-1", role: "artist", name: "Nova", walletAddress: wallet.account.address.toLowerCase() });
  const profile: ArtistProfile = {
    id: "p1",
    username: "nova",
    name: "Nova",
    bio: "",
    avatarUrl: null,
    verified: true,
    walletAddress: artist.walletAddress,
    appleMusicArtistId: null,
    socialLinks: { instagram: null, youtube: null, facebook: null, tiktok: null },
  };

  beforeEach(() => {
    wallet.reset({ chainId: TEST_CONFIG.chainId });
  });

  afterEach(async () => {
    await resetAppState();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function setUp(
    initial: UploadRecord | null = null,
    { chain: chainOptions = {}, drafts: kept = [], storeAtOnce = true }: SetUpOptions = {},
  ) {
    installMatchMedia();
    const chain = createFakeChain(chainOptions);
    const log: string[] = [];
    let created: UploadRecord | null = initial;
    let drafts = [...kept];
    let draftsAdded = 0;
    const deleteRoutes = Object.fromEntries(
      DRAFT_IDS.map((id) => [
        `DELETE /api/studio/drafts/${id}`,
        () => {
          log.push("delete draft");
          drafts = drafts.filter((draft) => draft.id !== id);
          return jsonResponse({ drafts });
        },
      ]),
    );
    const api = installFakeApi({
      me: meFor(artist),
      routes: {
        ...deleteRoutes,
        "GET /api/studio/drafts": () => jsonResponse({ drafts }),
        "POST /api/studio/drafts": ({ body }) => {
          log.push("draft");
          const draft = draftOf(body as CreateDraftInput, DRAFT_IDS[draftsAdded++] ?? "no-more-ids");
          drafts = [...drafts, draft];
          return jsonResponse({ draft }, 201);
        },
        "POST /api/rpc": chain.route,
        "GET /api/artist/profile": () => jsonResponse({ profile }),
        "GET /api/uploads/mine": () => jsonResponse({ uploads: created ? [created] : [] }),
        [`GET /api/wallets/${artist.walletAddress ?? ""}/nfts`]: () => jsonResponse({ nfts: [], count: 0, error: null }),
        "POST /api/uploads": ({ body }) => {
          log.push("create");
          created = uploadRecord(body as CreateUploadInput);
          drafts = drafts.filter((draft) => draft.id !== (body as CreateUploadInput).draftId);
          return jsonResponse({ upload: created }, 201);
        },
        [`POST /api/uploads/${UPLOAD_ID}/metadata`]: () => {
          log.push("metadata");
          return jsonResponse({ tokenURI: TOKEN_URI, metadataCid: TOKEN_URI.slice(7) });
        },
        [`POST /api/uploads/${UPLOAD_ID}/mint`]: ({ body }) => {
          log.push("mint");
          const txHash = (body as { txHash: string }).txHash;
          created = {
            ...(created as UploadRecord),
            isMinted: true,
            mint: { chainId: 31337, contract: TEST_CONFIG.contracts.TrackNFT, tokenId: "7", txHash },
          };
          return jsonResponse({ upload: created });
        },
      },
    });
    const xhr = installFakeXhr(storeAtOnce ? (upload) => upload.respond(201, STORED_TRACK) : undefined);
    return { api, chain, log, xhr };
  }

  async function connectWallet(): Promise<void> {
    const option = runtime.getWallets().find((each) => each.name === "Test Wallet");
    if (!option) throw new Error("the test wallet was not announced");
    await runtime.connect(option.uid);
  }

  async function openStudio() {
    const user = userEvent.setup();
    renderApp({ path: "/artiststudio", me: meFor(artist) });
    await screen.findByRole("form", { name: "Upload" });
    return user;
  }

  async function fillAndAdd(user: ReturnType<typeof userEvent.setup>, title = "Golden Hour") {
    const form = screen.getByRole("form", { name: "Upload" });
    await user.upload(within(form).getByLabelText("File"), new File(["ID3 audio bytes"], "song.mp3", { type: "audio/mpeg" }));
    await user.type(within(form).getByLabelText("Title"), title);
    await user.type(within(form).getByLabelText("Price (WBE3)"), "5");
    await user.click(within(form).getByRole("button", { name: "Add to mint cart" }));
  }

  return { wallet, runtime, artist, setUp, connectWallet, openStudio, fillAndAdd };
}
