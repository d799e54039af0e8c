import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { FILL_ALL_REQUIRED_FIELDS } from "@wbe3/domain";
import { installStudioPage } from "./studio-page-harness";

const { setUp, openStudio, fillAndAdd } = installStudioPage();

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
