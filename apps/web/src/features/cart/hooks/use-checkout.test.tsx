import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { LINE_REFUND_REASONS, ORDER_PAID, type Cart, type Order } from "@wbe3/domain";
import { createTestQueryClient } from "@/test/render-app";

const paid: Order = {
  id: "order-1",
  kind: "cart",
  status: "paid",
  items: [
    {
      listingId: "gone",
      title: "Gone Night",
      quantity: 1,
      unitPrice: "3",
      token: null,
      refund: { amount: "3", reason: "listing_withdrawn", note: LINE_REFUND_REASONS.listing_withdrawn, status: "sent", txHash: "0x1" },
    },
    { listingId: "kept", title: "Kept Night", quantity: 1, unitPrice: "3", token: null },
  ],
  total: "6",
  currency: "WBE3",
  expiresAt: new Date().toISOString(),
  txHash: "0x2",
  paidAt: new Date().toISOString(),
  createdAt: new Date().toISOString(),
};

const toasts = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn() }));
vi.mock("@/lib/toast", () => ({ notify: toasts }));
vi.mock("@/lib/orders/use-pay-in-wbe3", () => ({
  PaymentStopped: class PaymentStopped extends Error {},
  usePayInWbe3: () => () => Promise.resolve(paid),
}));

const { useCheckout } = await import("./use-checkout");

describe("useCheckout", () => {
  it("tells the buyer which line was refunded instead of delivered, and why", async () => {
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCheckout(), { wrapper });
    const cart: Cart = { items: [], total: "6", currency: "WBE3", ready: true };

    await act(() => result.current.mutateAsync({ cart }));

    expect(toasts.success).toHaveBeenCalledWith(ORDER_PAID);
    expect(toasts.warning).toHaveBeenCalledTimes(1);
    expect(toasts.warning).toHaveBeenCalledWith("Gone Night", { description: LINE_REFUND_REASONS.listing_withdrawn });
  });
});
