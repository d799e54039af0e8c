import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fileContentMismatch, NFT_MINTED, type UploadDraft } from "@wbe3/domain";
import { meFor } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { DRAFT_IDS, draftOf, FILE_CID, installStudioPage, STORED_TRACK } from "./studio-page-harness";

const { artist, setUp, connectWallet, openStudio, fillAndAdd } = installStudioPage();

describe("the mint cart kept on the server", () => {
  const KEPT: UploadDraft = draftOf(
    { fields: { category: "music", title: "Kept Overnight", price: "3", tags: "night, live" }, fileCid: FILE_CID, fileName: "night.mp3" },
    DRAFT_IDS[0],
  );

  it("shows the drafts kept from an earlier visit and mints one from its stored file", async () => {
    const { api, log, xhr } = setUp(null, { drafts: [KEPT] });
    await connectWallet();
    const user = userEvent.setup();
    renderApp({ path: "/artiststudio?tab=mint", me: meFor(artist) });
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
    renderApp({ path: "/artiststudio?tab=mint", me: meFor(artist) });
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
