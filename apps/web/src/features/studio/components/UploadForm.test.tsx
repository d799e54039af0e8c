import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { invalidAddress, SPLITS_TOTAL } from "@wbe3/domain";
import { installFakeApi } from "@/test/fake-api";
import { createTestQueryClient } from "@/test/render-app";
import type { AddResult } from "../mint-cart";
import { UploadForm, type CartDraft } from "./UploadForm";

const A = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const B = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  installFakeApi();
  const onAdd = vi.fn<(draft: CartDraft) => Promise<AddResult>>().mockResolvedValue({ added: true });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <UploadForm onAdd={onAdd} />
    </QueryClientProvider>,
  );
  return { onAdd, user: userEvent.setup(), form: screen.getByRole("form", { name: "Upload" }) };
}

async function fillWith(collaborators: string) {
  const { onAdd, user, form } = renderForm();
  await user.upload(within(form).getByLabelText("File"), new File(["ID3 audio bytes"], "song.mp3", { type: "audio/mpeg" }));
  await user.type(within(form).getByLabelText("Title"), "Shared Song");
  await user.type(within(form).getByLabelText("Price (WBE3)"), "5");
  if (collaborators) await user.type(within(form).getByLabelText("Collaborators (optional)"), collaborators);
  await user.click(within(form).getByRole("button", { name: "Add to mint cart" }));
  return onAdd;
}

describe("collaborators in the upload form", () => {
  it("adds the work with each collaborator's share in basis points", async () => {
    const onAdd = await fillWith(`${A} 70{enter}${B} 30`);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]?.[0].fields.splits).toEqual([
      { wallet: A.toLowerCase(), bps: 7000 },
      { wallet: B.toLowerCase(), bps: 3000 },
    ]);
  });

  it("names a malformed address with the SPEC's message and adds nothing", async () => {
    const onAdd = await fillWith(`0x1234 100`);
    expect(await screen.findByText(invalidAddress("0x1234"))).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("refuses shares that do not add up to 100 %", async () => {
    const onAdd = await fillWith(`${A} 70{enter}${B} 20`);
    expect(await screen.findByText(SPLITS_TOTAL)).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });
});

describe("who can listen", () => {
  it("keeps a track for its holders when the artist chooses so", async () => {
    const { onAdd, user, form } = renderForm();
    const choice = within(form).getByRole("group", { name: "Who can listen" });
    expect(within(choice).getByRole("radio", { name: /Anyone can listen/ })).toBeChecked();
    await user.click(within(choice).getByRole("radio", { name: /Holders only/ }));
    await user.upload(within(form).getByLabelText("File"), new File(["ID3 audio bytes"], "song.mp3", { type: "audio/mpeg" }));
    await user.type(within(form).getByLabelText("Title"), "Sealed Song");
    await user.type(within(form).getByLabelText("Price (WBE3)"), "5");
    await user.click(within(form).getByRole("button", { name: "Add to mint cart" }));
    expect(onAdd.mock.calls[0]?.[0].fields.fileAccess).toBe("holders");
  });

  it("offers no choice for a picture, and says a book opens to its holders", async () => {
    const { user, form } = renderForm();
    await user.click(within(form).getByRole("radio", { name: /Holders only/ }));
    await user.click(within(form).getByRole("tab", { name: "Art" }));
    expect(within(form).queryByRole("group", { name: "Who can listen" })).not.toBeInTheDocument();
    await user.click(within(form).getByRole("tab", { name: "Books" }));
    expect(within(form).getByText(/Books open to their holders only/)).toBeInTheDocument();
    await user.click(within(form).getByRole("tab", { name: "Music" }));
    expect(within(form).getByRole("radio", { name: /Anyone can listen/ })).toBeChecked();
  });
});
