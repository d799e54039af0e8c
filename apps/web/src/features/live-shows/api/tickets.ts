import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

/** A show's tickets, the artist's side (decision 0035): the mint's calls, its confirmation, and what sold. */
export const ticketSalesKey = (id: string) => ["live-shows", "ticket-sales", id] as const;

/** The server builds the ticket metadata and answers the wallet calls: `mintTicket` paying the fee, maybe the marketplace's approval. */
export function requestTicketMint(id: string, quantity: number) {
  return callApi("POST /api/shows/:id/tickets", { params: { id }, body: { quantity } });
}

/** The server records the tickets (and puts them on sale) only after checking the mint's receipt; answers the show. */
export function confirmTicketMint(id: string, txHash: `0x${string}`) {
  return callApi("POST /api/shows/:id/tickets/confirm", { params: { id }, body: { txHash } });
}

export function getTicketSales(id: string, signal?: AbortSignal) {
  return callApi("GET /api/shows/:id/tickets", { params: { id } }, { signal });
}

export function useTicketSales(id: string) {
  return useQuery(queryOptions({ queryKey: ticketSalesKey(id), queryFn: ({ signal }) => getTicketSales(id, signal) }));
}
