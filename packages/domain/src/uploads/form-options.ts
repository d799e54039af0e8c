// Fixed choice lists from SPEC 3 and 5, shared by forms and server validation (the store's and
// publishing's and copyright's live in their folders).

export const SOCIAL_PLATFORMS = ["instagram", "youtube", "facebook", "tiktok"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const CARD_STATES = ["ACTIVE", "LOCKED"] as const;
export type CardState = (typeof CARD_STATES)[number];
