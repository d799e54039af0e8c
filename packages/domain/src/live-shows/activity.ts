/** Live shows' actions in the activity log, with the details each carries. */
export interface LiveShowsActivityActions {
  live_show_created: { showId: string; ticketed: boolean };
  live_show_status_changed: { showId: string; from: string; to: string };
  live_show_tickets_minted: { showId: string; tokenId: string; quantity: number; txHash: string };
}
