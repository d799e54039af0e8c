import { useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuoteAnswer } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

export function useExchangeQuote() {
  return useMutation({
    mutationFn: (body: { from: "WBE3" | "USD"; to: "WBE3" | "USD"; amount: string }) =>
      callApi("POST /api/honeybank/exchange/quotes", { body }),
  });
}

export function useMetalsQuote() {
  return useMutation({
    mutationFn: (body: { metal: "XAU" | "XAG"; side: "buy" | "sell"; grams: string }) =>
      callApi("POST /api/honeybank/metals/quotes", { body }),
  });
}

/**
 * Carries out a quote: one Idempotency-Key per quote, so confirming again after a network failure
 * cannot move the money twice. The wallet and its statement are read again after.
 */
export function useCarryOutQuote() {
  const queryClient = useQueryClient();
  const keys = useRef(new Map<string, string>());
  return useMutation({
    mutationFn: (quote: QuoteAnswer) => {
      const key = keys.current.get(quote.id) ?? crypto.randomUUID();
      keys.current.set(quote.id, key);
      const route = quote.kind === "exchange" ? "POST /api/honeybank/exchange" : "POST /api/honeybank/metals/orders";
      return callApi(route, { body: { quoteId: quote.id } }, { idempotencyKey: key });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["honeybank"] }),
  });
}
