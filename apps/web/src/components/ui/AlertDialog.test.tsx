import { useState } from "react";
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "@/test/axe";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "./AlertDialog";
import { Button } from "./Button";

function Failing() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Save</Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>Not saved</AlertDialogTitle>
          <AlertDialogDescription>Error creating show. Please try again.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogAction>OK</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

describe("AlertDialog", () => {
  it("is a named, described alertdialog that holds focus, ignores outside clicks and hands focus back", async () => {
    const user = userEvent.setup();
    render(<Failing />);
    const opener = screen.getByRole("button", { name: "Save" });
    await user.click(opener);
    const alert = await screen.findByRole("alertdialog", { name: "Not saved" });
    expect(alert).toHaveAccessibleDescription("Error creating show. Please try again.");
    expect(screen.getByRole("button", { name: "OK" })).toHaveFocus();
    await user.tab();
    expect(alert).toContainElement(document.activeElement as HTMLElement);
    expect(await axeViolations(alert)).toEqual([]);
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
