// What the server answers about marketplace listings.

export const INVALID_CURSOR = "cursor is invalid; use the nextCursor of a previous page";

// Drop rules (supply cap, per-wallet limit, allowlist presale), set by the listing's artist.
export const dropCountMessage = (name: string): string => `${name} must be a whole number from 1 to 1,000,000, or empty for no limit`;
export const ALLOWLIST_SIZE = "A presale allowlist holds 1 to 5,000 wallet addresses, one per line.";
export const PRESALE_END_INVALID = "The presale end must be a date and time.";
export const PRESALE_END_IN_PAST = "The presale must end in the future.";
export const DROP_RULES_NOT_YOURS = "Only the artist selling this item can set its drop rules, from the wallet it is sold from.";
export const supplyCapBelowSold = (sold: number): string => `The supply cap cannot be below the ${sold} copies already sold.`;
export const ONE_OF_ONE_CAP = "A one-of-one has a single copy: its supply cap can only be 1.";
export const supplyCapOverEditions = (editions: number): string => `The supply cap cannot be above the ${editions} editions minted.`;
export const NOT_A_DROP_RULES_TX = "That transaction does not set drop rules on the WBE3 marketplace.";
export const DROP_RULES_TX_MISMATCH = "That transaction set other drop rules, or for another item or wallet, than the ones saved.";
export const dropRulesTxFailed = (txHash: string): string => `Transaction ${txHash} failed on the chain; the drop rules are unchanged.`;
export const dropRulesNotConfirmed = (needed: number, has: number): string =>
  `The drop rules transaction has ${has} of ${needed} confirmations. Try again in a moment.`;
export const DROP_RULES_SAVED = "Drop rules saved";
export const DROP_RULES_FAILED = "Drop rules not saved";
export const presaleBadge = (until: string): string => `Presale until ${until}`;
export const perWalletBadge = (max: number): string => `Limit ${max} per wallet`;
