import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CONNECT_TO_MINT_TICKETS, TICKET_CREATION_FAILED, type LiveShow } from "@wbe3/domain";
import { useViewer } from "@/lib/session/use-viewer";
import { requireTransactor } from "@/lib/wallet/require-transactor";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import type { WriteOptions } from "@/lib/wallet/transactor";
import { useTransactor } from "@/lib/wallet/use-transactor";
import { whenSettled } from "@/lib/wallet/when-settled";
import { refreshShows, showKey } from "../api/shows";
import { confirmTicketMint, requestTicketMint } from "../api/tickets";

/**
 * Mints a show's tickets (SPEC 7, DESIGN 7): the wallet and network are checked first, so a
 * blocked mint asks the server for nothing; then the server answers the calls (`mintTicket` paying
 * 0.001 ETH per ticket, maybe the marketplace's approval), the one transactor sends them, and the
 * server confirms the receipt (asked again only while it waits for confirmations). The confirmed
 * show replaces the cached one, so its tickets left appear at once.
 */
export function useMintTickets(show: Pick<LiveShow, "id" | "title">) {
  const transactor = useTransactor();
  const walletAddress = useViewer().user?.walletAddress ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (quantity: number): Promise<LiveShow> => {
      // The tickets are minted to, and sold from, the account's own wallet.
      if (!walletAddress) throw new TransactionError("not-connected", CONNECT_TO_MINT_TICKETS);
      const wallet = requireTransactor(transactor);
      const options: WriteOptions = {
        label: `Tickets for “${show.title}”`,
        failureTitle: TICKET_CREATION_FAILED.title,
        expectedAccount: walletAddress,
        notConnectedMessage: CONNECT_TO_MINT_TICKETS,
      };
      await wallet.check(options);
      const { calls } = await requestTicketMint(show.id, quantity);
      const { hash } = await wallet.sendCalls(calls, options);
      return whenSettled(() => confirmTicketMint(show.id, hash));
    },
    onSuccess: (minted) => queryClient.setQueryData(showKey(minted.id), minted),
    onSettled: () => {
      // The lists, the sales, and what the wallet holds (the artist's ticket stock) are asked again, without holding up the outcome.
      void refreshShows(queryClient);
      void queryClient.invalidateQueries({ queryKey: ["wallet"] });
    },
  });
}
