import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { decodeFunctionData } from "viem";
import { trackNFTAbi } from "@wbe3/contracts";
import { MINTING_FAILED, NFT_MINTED, wrongNetwork } from "@wbe3/domain";
import { TRANSACTION_REJECTED } from "@/lib/wallet/transaction-errors";
import { meFor, TEST_CONFIG } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { DRAFT_IDS, FILE_CID, installStudioPage, STORED_TRACK, TOKEN_URI, UPLOAD_ID, uploadRecord } from "./studio-page-harness";

const { wallet, runtime, artist, setUp, connectWallet, openStudio, fillAndAdd } = installStudioPage();

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

  it("says in My uploads who can open each file", async () => {
    setUp(uploadRecord({ title: "Sealed", category: "music", price: "5", fileCid: FILE_CID }, { fileAccess: "holders", holders: 2 }));
    renderApp({ path: "/artiststudio", me: meFor(artist) });
    await userEvent.setup().click(await screen.findByRole("tab", { name: "Mint" }));
    const mine = await screen.findByRole("list", { name: "My uploads" });
    expect(within(mine).getByText("Holders only · 2 holders can open it")).toBeInTheDocument();
  });

  it("mints an upload left unminted from My uploads with Mint now", async () => {
    const { log } = setUp(uploadRecord({ title: "Left Behind", category: "music", price: "5", fileCid: FILE_CID }));
    await connectWallet();
    const user = userEvent.setup();
    renderApp({ path: "/artiststudio", me: meFor(artist) });
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
    renderApp({ path: "/artiststudio", me: meFor(artist) });
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
