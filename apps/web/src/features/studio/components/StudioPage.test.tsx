import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { decodeFunctionData } from "viem";
import { trackNFTAbi } from "@wbe3/contracts";
import {
  fileContentMismatch,
  FILL_ALL_REQUIRED_FIELDS,
  MINTING_FAILED,
  NFT_MINTED,
  uploadFieldsSchema,
  wrongNetwork,
  type ArtistProfile,
  type CreateDraftInput,
  type CreateUploadInput,
  type UploadDraft,
  type UploadRecord,
} from "@wbe3/domain";
import { TRANSACTION_REJECTED } from "@/lib/wallet/transaction-errors";
import { getWalletRuntime } from "@/lib/wallet/wallet-runtime";
import { createFakeChain } from "@/test/fake-chain";
import { installFakeApi, meFor, sessionUser, TEST_CONFIG } from "@/test/fake-api";
import { installFakeXhr } from "@/test/fake-xhr";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet } from "@/test/test-wallet";

const wallet = installTestWallet({ name: "Test Wallet" });
const runtime = getWalletRuntime(TEST_CONFIG);
const ARTIST = sessionUser({ id: "artist-1", role: "artist", name: "Nova", walletAddress: wallet.account.address.toLowerCase() });
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
const UPLOAD_ID = "0b7f2a52-3c61-4f7e-9d0a-6a1d2b3c4d5e";
const FILE_CID = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";
const TOKEN_URI = "ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy";
// The ids the fake server gives drafts, in order.
const DRAFT_IDS = ["6a0c9a4e-1d2b-4c3d-8e4f-5a6b7c8d9e01", "6a0c9a4e-1d2b-4c3d-8e4f-5a6b7c8d9e02"] as const;
const STORED_TRACK = { ipfsHash: FILE_CID, url: `/ipfs/${FILE_CID}`, size: 15, mimeType: "audio/mpeg" };

/** A draft as the server keeps it: the fields checked by the form's schema, the files stored. */
function draftOf(input: CreateDraftInput, id: string): UploadDraft {
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

function uploadRecord(input: CreateUploadInput, overrides: Partial<UploadRecord> = {}): UploadRecord {
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
    me: meFor(ARTIST),
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
      "GET /api/artist/profile": () => jsonResponse({ profile: PROFILE }),
      "GET /api/uploads/mine": () => jsonResponse({ uploads: created ? [created] : [] }),
      [`GET /api/wallets/${ARTIST.walletAddress ?? ""}/nfts`]: () => jsonResponse({ nfts: [], count: 0, error: null }),
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
  renderApp({ path: "/artiststudio", me: meFor(ARTIST) });
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

beforeEach(() => {
  wallet.reset({ chainId: TEST_CONFIG.chainId });
});

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("studio upload form", () => {
  it("says which fields are missing instead of adding an incomplete item", async () => {
    setUp();
    const user = await openStudio();
    await user.click(screen.getByRole("button", { name: "Add to mint cart" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(FILL_ALL_REQUIRED_FIELDS);
    expect(screen.getByRole("tab", { name: "Mint" })).toHaveTextContent(/^Mint$/);
  });

  it("offers each category's accepted types in the file picker", async () => {
    setUp();
    const user = await openStudio();
    expect(screen.getByLabelText("File")).toHaveAttribute("accept", expect.stringContaining(".mp3"));
    await user.click(screen.getByRole("tab", { name: "Books" }));
    const picker = screen.getByLabelText("File");
    expect(picker.getAttribute("accept")).toContain(".epub");
    expect(picker.getAttribute("accept")).not.toContain(".mp3");
    expect(screen.getByLabelText("Cover image (optional)")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Cars" }));
    expect(screen.getByLabelText("File").getAttribute("accept")).toContain(".webp");
    expect(screen.queryByLabelText("Cover image (optional)")).not.toBeInTheDocument();
  });

  it("adds a valid work to the cart, starts the form over, and removes it again", async () => {
    setUp();
    const user = await openStudio();
    await fillAndAdd(user);
    expect(await screen.findByText(/“Golden Hour” was added to the mint cart/)).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(screen.getByLabelText("Price (WBE3)")).toHaveValue(null);
    expect(screen.getByLabelText("Royalty (%)")).toHaveValue(10);

    await user.click(screen.getByRole("tab", { name: "Mint (1)" }));
    const cart = await screen.findByRole("list", { name: "Mint cart" });
    expect(within(cart).getByText("Golden Hour")).toBeInTheDocument();
    await user.click(within(cart).getByRole("button", { name: "Remove Golden Hour from the mint cart" }));
    expect(screen.queryByRole("list", { name: "Mint cart" })).not.toBeInTheDocument();
    expect(screen.getByText(/The mint cart is empty/)).toBeInTheDocument();
  });
});

describe("studio mint flow", () => {
  it("uploads on add with visible progress, then mints from the stored file: creates, prepares, mints paying the fee and confirms", async () => {
    const { api, log, xhr } = setUp(null, { storeAtOnce: false });
    await connectWallet();
    const user = await openStudio();
    await fillAndAdd(user);

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const upload = xhr.sent[0];
    if (!upload) throw new Error("no upload sent");
    expect(upload.url).toBe("/api/files");
    expect(upload.fields.category).toBe("music");
    expect(upload.file?.name).toBe("song.mp3");
    upload.progress(upload.file?.size ?? 0, (upload.file?.size ?? 0) * 2);
    const bar = await screen.findByRole("progressbar", { name: "Uploading song.mp3" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "50"));
    expect(screen.getByText("Uploading song.mp3: 50%")).toBeInTheDocument();
    upload.respond(201, STORED_TRACK);
    expect(await screen.findByText(/“Golden Hour” was added to the mint cart/)).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/studio/drafts")).toEqual([
      {
        fields: expect.objectContaining({ title: "Golden Hour", price: "5", tags: "" }) as unknown,
        fileCid: FILE_CID,
        fileName: "song.mp3",
      },
    ]);

    await user.click(screen.getByRole("tab", { name: "Mint (1)" }));
    await user.click(await screen.findByRole("button", { name: "Mint" }));
    expect(await screen.findByText(NFT_MINTED.title)).toBeInTheDocument();
    expect(log).toEqual(["draft", "create", "metadata", "mint"]);
    // The file was stored when it was added: publishing sends its CID, not the bytes again.
    expect(xhr.sent).toHaveLength(1);
    expect(api.bodiesFor("POST /api/uploads")[0]).toMatchObject({
      title: "Golden Hour",
      price: "5",
      royalty: 10,
      fileCid: FILE_CID,
      nftType: "ERC721",
      draftId: DRAFT_IDS[0],
    });
    const [sent] = wallet.sentTransactions();
    expect(BigInt(sent?.value ?? "0x0")).toBe(10n ** 15n);
    expect(decodeFunctionData({ abi: trackNFTAbi, data: sent?.data ?? "0x" }).args).toEqual([TOKEN_URI, 1000n]);
    const confirmations = api.bodiesFor(`POST /api/uploads/${UPLOAD_ID}/mint`) as { txHash: string }[];
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await screen.findByText("Token #7")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "My uploads" })).getByText("Minted")).toBeInTheDocument();
    expect(await screen.findByText(/The mint cart is empty/)).toBeInTheDocument();
  });

  it("shows a rejected signature and records nothing as minted; the item stays in the cart", async () => {
    const { api } = setUp();
    await connectWallet();
    wallet.fail("eth_sendTransaction", 4001, "User rejected the request.");
    const user = await openStudio();
    await fillAndAdd(user);
    await user.click(screen.getByRole("tab", { name: "Mint (1)" }));
    await user.click(await screen.findByRole("button", { name: "Mint" }));

    expect(await screen.findByText(MINTING_FAILED.title)).toBeInTheDocument();
    expect(screen.getAllByText(TRANSACTION_REJECTED, { exact: false }).length).toBeGreaterThan(0);
    expect(api.bodiesFor(`POST /api/uploads/${UPLOAD_ID}/mint`)).toEqual([]);
    expect(within(screen.getByRole("list", { name: "Mint cart" })).getByText("Golden Hour")).toBeInTheDocument();
  });

  it("mints an upload left unminted from My uploads with Mint now", async () => {
    const { log } = setUp(uploadRecord({ title: "Left Behind", category: "music", price: "5", fileCid: FILE_CID }));
    await connectWallet();
    const user = userEvent.setup();
    renderApp({ path: "/artiststudio", me: meFor(ARTIST) });
    await user.click(await screen.findByRole("tab", { name: "Mint" }));
    await user.click(await screen.findByRole("button", { name: "Mint “Left Behind” now" }));

    expect(await screen.findByText(NFT_MINTED.title)).toBeInTheDocument();
    expect(log).toEqual(["metadata", "mint"]);
    expect(wallet.sentTransactions()).toHaveLength(1);
    expect(await screen.findByText("Token #7")).toBeInTheDocument();
  });

  it("after the first mint, asks the artist once to let the marketplace deliver their tokens", async () => {
    setUp(uploadRecord({ title: "First Sale", category: "music", price: "5", fileCid: FILE_CID }), { chain: { salesApproved: false } });
    await connectWallet();
    const user = userEvent.setup();
    renderApp({ path: "/artiststudio", me: meFor(ARTIST) });
    await user.click(await screen.findByRole("tab", { name: "Mint" }));
    await user.click(await screen.findByRole("button", { name: "Mint “First Sale” now" }));

    expect(await screen.findByText(NFT_MINTED.title)).toBeInTheDocument();
    const sent = wallet.sentTransactions().map((tx) => decodeFunctionData({ abi: trackNFTAbi, data: tx.data }).functionName);
    expect(sent).toEqual(["mintTrackWithRoyalty", "setApprovalForAll"]);
  });

  it("blocks a wallet on the wrong network before the upload is created", async () => {
    const { api, xhr } = setUp();
    await connectWallet();
    wallet.changeChain(1);
    await waitFor(() => expect(runtime.getState().chainId).toBe(1));
    const user = await openStudio();
    await fillAndAdd(user);
    await user.click(screen.getByRole("tab", { name: "Mint (1)" }));
    await user.click(await screen.findByRole("button", { name: "Mint" }));

    const message = wrongNetwork(TEST_CONFIG.chainName, TEST_CONFIG.chainId);
    expect((await screen.findAllByText(message, { exact: false })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("button", { name: "Switch network" }).length).toBeGreaterThan(0);
    // Only the add stored the file; nothing was created, and the item stays in the cart.
    expect(xhr.sent).toHaveLength(1);
    expect(api.bodiesFor("POST /api/uploads")).toEqual([]);
    expect(within(screen.getByRole("list", { name: "Mint cart" })).getByText("Golden Hour")).toBeInTheDocument();
  });
});

describe("the mint cart kept on the server", () => {
  const KEPT: UploadDraft = draftOf(
    { fields: { category: "music", title: "Kept Overnight", price: "3", tags: "night, live" }, fileCid: FILE_CID, fileName: "night.mp3" },
    DRAFT_IDS[0],
  );

  it("shows the drafts kept from an earlier visit and mints one from its stored file", async () => {
    const { api, log, xhr } = setUp(null, { drafts: [KEPT] });
    await connectWallet();
    const user = userEvent.setup();
    renderApp({ path: "/artiststudio?tab=mint", me: meFor(ARTIST) });
    const cart = await screen.findByRole("list", { name: "Mint cart" });
    expect(within(cart).getByText("Kept Overnight")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Mint (1)" })).toBeInTheDocument();

    await user.click(within(cart).getByRole("button", { name: "Mint" }));
    expect(await screen.findByText(NFT_MINTED.title)).toBeInTheDocument();
    expect(log).toEqual(["create", "metadata", "mint"]);
    expect(xhr.sent).toEqual([]);
    expect(api.bodiesFor("POST /api/uploads")[0]).toMatchObject({
      title: "Kept Overnight",
      tags: "night, live",
      fileCid: FILE_CID,
      draftId: KEPT.id,
    });
    expect(await screen.findByText(/The mint cart is empty/)).toBeInTheDocument();
  });

  it("removes a kept draft on the server", async () => {
    const { log } = setUp(null, { drafts: [KEPT] });
    const user = userEvent.setup();
    renderApp({ path: "/artiststudio?tab=mint", me: meFor(ARTIST) });
    const cart = await screen.findByRole("list", { name: "Mint cart" });
    await user.click(within(cart).getByRole("button", { name: "Remove Kept Overnight from the mint cart" }));
    expect(await screen.findByText(/The mint cart is empty/)).toBeInTheDocument();
    expect(log).toEqual(["delete draft"]);
  });

  it("lists an item while its file uploads, with remove and mint disabled until it is kept", async () => {
    const { xhr } = setUp(null, { storeAtOnce: false });
    const user = await openStudio();
    await fillAndAdd(user);
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    await user.click(screen.getByRole("tab", { name: "Mint (1)" }));
    const cart = await screen.findByRole("list", { name: "Mint cart" });
    const remove = within(cart).getByRole("button", { name: "Remove Golden Hour from the mint cart" });
    expect(remove).toBeDisabled();
    expect(within(cart).getByRole("button", { name: "Mint" })).toBeDisabled();
    expect(within(cart).getByRole("progressbar", { name: "Uploading song.mp3" })).toBeInTheDocument();

    xhr.sent[0]?.respond(201, STORED_TRACK);
    await waitFor(() => expect(within(cart).getByRole("button", { name: "Remove Golden Hour from the mint cart" })).toBeEnabled());
    expect(within(cart).queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("reports a file the server refuses when it is added, and keeps it out of the cart", async () => {
    const { api, xhr } = setUp(null, { storeAtOnce: false });
    const user = await openStudio();
    await fillAndAdd(user);
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const message = fileContentMismatch("mp3");
    xhr.sent[0]?.respond(400, { error: { code: "bad_request", message } });

    const form = screen.getByRole("form", { name: "Upload" });
    expect(await within(form).findByRole("alert")).toHaveTextContent(`“Golden Hour” was not added to the mint cart: ${message}`);
    // The form keeps what was typed, so another file can be picked.
    expect(within(form).getByLabelText("Title")).toHaveValue("Golden Hour");
    expect(api.bodiesFor("POST /api/studio/drafts")).toEqual([]);
    expect(screen.getByRole("tab", { name: "Mint" })).toHaveTextContent(/^Mint$/);
    await user.click(screen.getByRole("tab", { name: "Mint" }));
    expect(await screen.findByText(/The mint cart is empty/)).toBeInTheDocument();
  });
});
