// Fixed choice lists from SPEC 3 and 5, shared by forms and server validation (the store's and
// publishing's live in store/ and publishing/).

/** Copyright form on the app page. */
export const COPYRIGHT_WORK_TYPES = ["music", "lyrics", "literary", "visual", "other"] as const;
export type CopyrightWorkType = (typeof COPYRIGHT_WORK_TYPES)[number];

/** Copyright form in the studio; SPEC 3 gives it a different list. */
export const STUDIO_COPYRIGHT_WORK_TYPES = ["music", "sound", "literary", "visual"] as const;
export type StudioCopyrightWorkType = (typeof STUDIO_COPYRIGHT_WORK_TYPES)[number];

export const COPYRIGHT_REGISTRATION_TYPES = ["smart-contract", "us-copyright", "both"] as const;
export type CopyrightRegistrationType = (typeof COPYRIGHT_REGISTRATION_TYPES)[number];

export const SOCIAL_PLATFORMS = ["instagram", "youtube", "facebook", "tiktok"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const CARD_STATES = ["ACTIVE", "LOCKED"] as const;
export type CardState = (typeof CARD_STATES)[number];
