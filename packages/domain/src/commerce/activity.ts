/** Cart and checkout actions of the activity log, with the details each carries. */
export interface CommerceActivityActions {
  order_paid: { orderId: string; txHash: string; total: string; items: number };
}
