import { useState } from "react";
import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/Sheet";

/** A sheet opened by a plain button (not a Radix trigger), as the header's cart is. */
function CartLike() {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>Cart, 1 item</Button>
      <SheetContent>
        <SheetTitle>Cart</SheetTitle>
        <SheetDescription>Pay once</SheetDescription>
      </SheetContent>
    </Sheet>
  );
}

/** A dialog whose opener is replaced while it is open, as "Sign In" is by the signed-in controls. */
function SignInLike() {
  const [open, setOpen] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  return (
    <>
      <main>
        <h1>Marketplace</h1>
      </main>
      {!signedIn && <Button onClick={() => setOpen(true)}>Sign In</Button>}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Sign in</DialogTitle>
          <DialogDescription>With a wallet</DialogDescription>
          <Button
            onClick={() => {
              setSignedIn(true);
              setOpen(false);
            }}
          >
            Demo wallet
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("dialog and sheet focus return", () => {
  it.each(["{Escape}", "close"])("hands focus back to a plain button that opened a sheet (%s)", async (how) => {
    const user = userEvent.setup();
    render(<CartLike />);
    const opener = screen.getByRole("button", { name: "Cart, 1 item" });
    await user.click(opener);
    await screen.findByRole("dialog", { name: "Cart" });
    if (how === "close") await user.click(screen.getByRole("button", { name: "Close" }));
    else await user.keyboard(how);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("puts focus on the page's heading when the opener is gone, never on the body", async () => {
    const user = userEvent.setup();
    render(<SignInLike />);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await user.click(await screen.findByRole("button", { name: "Demo wallet" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Marketplace" })).toHaveFocus());
  });
});
