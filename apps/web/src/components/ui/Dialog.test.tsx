import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "@/test/axe";
import { Button } from "./Button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "./Dialog";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "./Sheet";

describe("Dialog and Sheet", () => {
  it("open as named modal dialogs, keep focus inside, close on Escape and hand focus back", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dialog>
          <DialogTrigger asChild>
            <Button>Details</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Golden Hour</DialogTitle>
              <DialogDescription>Music by Nova</DialogDescription>
            </DialogHeader>
            <Button>Buy</Button>
          </DialogContent>
        </Dialog>
        <Sheet>
          <SheetTrigger asChild>
            <Button>Menu</Button>
          </SheetTrigger>
          <SheetContent closeLabel="Close menu">
            <SheetTitle>Menu</SheetTitle>
            <SheetDescription>Where to go</SheetDescription>
          </SheetContent>
        </Sheet>
      </>,
    );
    for (const [trigger, name, close] of [
      ["Details", "Golden Hour", "Close"],
      ["Menu", "Menu", "Close menu"],
    ] as const) {
      const opener = screen.getByRole("button", { name: trigger });
      await user.click(opener);
      const dialog = await screen.findByRole("dialog", { name });
      expect(dialog).toHaveAccessibleDescription();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      for (let i = 0; i < 4; i += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      expect(screen.getByRole("button", { name: close })).toBeInTheDocument();
      expect(await axeViolations(dialog)).toEqual([]);
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    }
  });
});
