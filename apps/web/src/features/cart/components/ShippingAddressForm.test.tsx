import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShippingAddressForm } from "./ShippingAddressForm";

afterEach(() => {
  vi.restoreAllMocks();
});

function setUp() {
  const onSubmit = vi.fn();
  render(
    <>
      <ShippingAddressForm id="shipping" onSubmit={onSubmit} />
      <button type="submit" form="shipping">
        Purchase All
      </button>
    </>,
  );
  return { onSubmit, user: userEvent.setup(), form: screen.getByRole("form", { name: "Shipping address" }) };
}

describe("the shipping address form", () => {
  it("says which required fields are missing and submits nothing", async () => {
    const { onSubmit, user, form } = setUp();
    await user.click(screen.getByRole("button", { name: "Purchase All" }));
    for (const message of [
      "Name is required.",
      "Address is required.",
      "City is required.",
      "Postal code is required.",
      "Country is required.",
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText(/^Name/)).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the checked address, optional lines empty, from the cart's button", async () => {
    const { onSubmit, user, form } = setUp();
    await user.type(within(form).getByLabelText(/^Name/), "Ada Fan");
    await user.type(within(form).getByLabelText(/^Address$/), "  1 Main Street ");
    await user.type(within(form).getByLabelText(/^City/), "Lisbon");
    await user.type(within(form).getByLabelText(/^Postal code/), "1000-001");
    await user.type(within(form).getByLabelText(/^Country/), "Portugal");
    await user.click(screen.getByRole("button", { name: "Purchase All" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: "Ada Fan",
      line1: "1 Main Street",
      line2: "",
      city: "Lisbon",
      region: "",
      postalCode: "1000-001",
      country: "Portugal",
    });
  });
});
