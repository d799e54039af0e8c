// Tiers and membership: what a refused choice or a reached limit says, and what to do.

export const TIER_MESSAGES = {
  trialUsed: "The free trial has already been used on this account.",
  hasMembership: "You already have a running membership; the trial is for new accounts.",
  proRunning: (until: string) => `You hold Pro until ${until}. Basic can be bought once it has expired.`,
  proIncludesPublishing: "Pro includes book publishing: there is nothing to unlock.",
  uploadsLimit: (limit: number) =>
    `Your tier allows ${limit} uploads per month and this month's are used. Upgrade on the Tiers page for more.`,
  productsLimit: (limit: number) => `Your tier allows ${limit} store products. Upgrade on the Tiers page for more.`,
  unlockChanged:
    "Your publishing unlock changed since this order was priced (another unlock completed). Ask for the order again for today's price.",
  followsLimit: (limit: number) => `Your tier allows following ${limit} artists. Upgrade on the Tiers page to follow more.`,
} as const;

/** What /tiers says once a choice went through, and why a paid choice cannot start. */
export const TIER_CHOICE_MESSAGES = {
  trialStarted: "Your free trial has started: 3 days of trial benefits.",
  paid: (label: string) => `${label} membership paid.`,
  walletNeeded: "Link a wallet to your account to pay for a tier in WBE3. The free trial needs no wallet.",
  failed: "Your membership did not change.",
} as const;
