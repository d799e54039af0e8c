// The fan cart and checkout. SPEC 2/4/8 texts are exact; the rest say what happened and what to do.

export const CART_EMPTY = "Cart is empty";
export const ADDED_TO_CART = "Added to cart";
export const LISTING_NOT_FOUND = "That item is not in the marketplace.";
export const LISTING_UNAVAILABLE = "That item is no longer for sale.";
export const LISTING_NOT_BUYABLE = "That item has no seller wallet yet, so it cannot be bought.";
export const OWN_LISTING = "This is your own item; it cannot be added to your cart.";
export const NOT_AN_EDITION = "Only one copy of this item exists.";
export const CART_FULL = "Your cart holds at most 50 items. Check out or remove some first.";
export const quantityTooHigh = (max: number): string => `At most ${max} copies are left.`;
export const SOLD_OUT = "Sold out: no copies are left.";
/** The drop's per-wallet limit is used up, e.g. "Limit 1 per wallet — you already hold 1". */
export const walletLimitReached = (max: number, held: number): string => `Limit ${max} per wallet — you already hold ${held}`;
/** Asking for more than the per-wallet limit leaves, e.g. "Limit 2 per wallet — you already hold 1, so at most 1 more". */
export const overWalletLimit = (max: number, held: number): string =>
  held === 0
    ? `Limit ${max} per wallet — choose at most ${max}`
    : `Limit ${max} per wallet — you already hold ${held}, so at most ${max - held} more`;
export const NOT_IN_CART = "That item is not in your cart.";
export const WALLET_NEEDED_TO_BUY = "Connect a wallet to your account to buy: the tokens are delivered to it.";
export const ENABLE_SALES_FAILED = "Sales not enabled";
export const sellerNotReady = (title: string): string =>
  `The seller of “${title}” has not allowed the marketplace to deliver it yet. Remove it to check out the rest.`;
export const REVIEW_CART = "Some items in your cart changed. Review the marked items before checkout.";

/** The clear line a cart item carries when it cannot be bought as it was added. */
export const CART_LINE_NOTES = {
  sold_out: "Sold out",
  removed: "No longer for sale",
  no_seller: "Not buyable yet: the seller has no wallet",
  price_changed: (was: string, now: string): string => `Price changed from ${was} to ${now} WBE3`,
  presale_only: (until: string): string => `Presale: only allowlisted wallets can buy this until ${until}`,
} as const;

export const ORDER_NOT_FOUND = "That order does not exist.";
export const ORDER_EXPIRED = "This checkout expired before it was paid. Start the checkout again.";
export const ORDER_TX_MISMATCH = "That transaction does not settle this order.";
export const ORDER_WRONG_BUYER = "This order was quoted for another wallet.";
export const ORDER_PAID = "Order paid. Your items are in your vault.";
export const CHECKOUT_CLOSED = "Checkout is not available on this server right now: no platform signer is configured.";
export const orderTxFailed = (txHash: string): string => `Transaction ${txHash} failed on the chain; nothing was charged.`;
export const orderNotConfirmed = (needed: number, has: number): string =>
  `The payment has ${has} of ${needed} confirmations. Try again in a moment.`;
export const ORDER_PAID_BY_OTHER_TX = "This order was already paid by another transaction.";
export const NOT_AN_ORDER_PAYMENT = "That transaction is not a checkout on the WBE3 marketplace.";
export const SPLITS_TOTAL = "Collaborator shares must add up to 100 %.";
export const SPLIT_SHARE = "Each collaborator's share is a percentage between 0.01 and 100, e.g. 25 or 12.5.";
export const SPLIT_DUPLICATE = "Each collaborator wallet may appear once.";
export const splitsTooMany = (max: number): string => `At most ${max} collaborators.`;
export const SPLIT_LINE = "Write each collaborator on its own line as: wallet address, then share in %.";
export const WALLET_NEEDED_TO_PAY = "Link a wallet to your account to pay in WBE3.";
export const SHIPPING_ADDRESS_NEEDED = "Your cart holds a physical product: add a shipping address to check out.";
export const MEMBERSHIP_CHANGED =
  "What you already have changed since this order was priced (another order completed). Ask for the order again for today's price.";
/** A payment to a seller whose platform fee leg differs from the quote (amounts as formatted WBE3). */
export const paymentFeeMismatch = (paid: string, due: string): string =>
  `The payment's platform fee was ${paid} WBE3; ${due} WBE3 was due.`;
export const PAID_FEE_TO_OTHER = "The payment's platform fee went to a different recipient.";
/** A series order kind's refusal when it declared none of its own (decision 0028). */
export const ORDER_CHANGED =
  "What this order was priced from changed since (another order of the same kind completed). Ask for the order again for today's price.";
/** Why an order line was refunded, as the buyer reads it on the order (decision 0028). */
export const LINE_REFUND_REASONS = {
  listing_withdrawn: "The seller withdrew this listing before your payment: it is not delivered, and its price is refunded.",
} as const satisfies Record<string, string>;
export const lineRefundedOther = (reason: string): string => `This line was refunded (${reason}).`;
export const ORDER_LINE_NOT_FOUND = "That order has no such paid line.";
export const orderVoidRefunded = (amount: string): string =>
  `This order's price no longer held when it was paid, so it grants nothing; your ${amount} WBE3 is refunded to the wallet that paid.`;
