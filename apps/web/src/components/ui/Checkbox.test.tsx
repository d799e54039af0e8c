import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "@/test/axe";
import { Checkbox } from "./Checkbox";
import { Label } from "./Label";
import { Switch } from "./Switch";

describe("Checkbox", () => {
  it("is a checkbox named by its label, toggled by a click on the label and by Space", async () => {
    const user = userEvent.setup();
    render(
      <div className="flex items-center gap-2">
        <Checkbox id="terms" />
        <Label htmlFor="terms">I accept the terms</Label>
      </div>,
    );
    const box = screen.getByRole("checkbox", { name: "I accept the terms" });
    expect(box).not.toBeChecked();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(" ");
    expect(box).toBeChecked();
    await user.click(screen.getByText("I accept the terms"));
    expect(box).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("announces a mixed state and cannot be changed when disabled", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox aria-label="Select all rows" checked="indeterminate" />
        <Checkbox aria-label="Locked" disabled />
      </>,
    );
    expect(screen.getByRole("checkbox", { name: "Select all rows" })).toHaveAttribute("aria-checked", "mixed");
    const locked = screen.getByRole("checkbox", { name: "Locked" });
    await user.click(locked);
    expect(locked).not.toBeChecked();
    expect(locked).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("Switch", () => {
  it("is a switch named by its label that reports its state and follows Space and Enter", async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    render(
      <div className="flex items-center gap-2">
        <Switch id="royal" onCheckedChange={(checked) => changes.push(checked)} />
        <Label htmlFor="royal">Royal mode</Label>
      </div>,
    );
    const toggle = screen.getByRole("switch", { name: "Royal mode" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await user.tab();
    await user.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(changes).toEqual([true, false]);
    expect(await axeViolations()).toEqual([]);
  });
});
