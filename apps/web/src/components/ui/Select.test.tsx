import { describe, expect, it } from "vitest";
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "@/test/axe";
import { Label } from "./Label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./Select";

function GenreSelect() {
  const [genre, setGenre] = useState("");
  return (
    <div>
      <Label htmlFor="genre">Genre</Label>
      <Select value={genre} onValueChange={setGenre}>
        <SelectTrigger id="genre">
          <SelectValue placeholder="Pick a genre" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="soul">Soul</SelectItem>
          <SelectItem value="jazz">Jazz</SelectItem>
          <SelectItem value="house" disabled>
            House
          </SelectItem>
        </SelectContent>
      </Select>
      <output aria-label="Chosen">{genre}</output>
    </div>
  );
}

describe("Select", () => {
  it("is a combobox named by its label, with no axe findings closed or open", async () => {
    const user = userEvent.setup();
    render(<GenreSelect />);
    const trigger = screen.getByRole("combobox", { name: "Genre" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveTextContent("Pick a genre");
    expect(await axeViolations()).toEqual([]);

    await user.click(trigger);
    const listbox = await screen.findByRole("listbox");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Soul", "Jazz", "House"]);
    expect(screen.getByRole("option", { name: "House" })).toHaveAttribute("aria-disabled", "true");
    expect(await axeViolations(listbox)).toEqual([]);
  });

  it("is operated with the keyboard alone: open, move, choose, and focus returns to the trigger", async () => {
    const user = userEvent.setup();
    render(<GenreSelect />);
    await user.tab();
    const trigger = screen.getByRole("combobox", { name: "Genre" });
    expect(trigger).toHaveFocus();
    await user.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByRole("status", { name: "Chosen" })).toHaveTextContent("jazz");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent("Jazz");
    expect(trigger).toHaveFocus();
  });
});
