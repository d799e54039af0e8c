// What the server answers about artist profiles and their Apple Music catalogue; web and server
// import it.

export const USERNAME_TAKEN = "That username is taken. Choose another.";
export const NO_ARTIST_WITH_USERNAME = "No artist with that username.";
export const NO_ARTIST_FOR_WALLET = "No artist is linked to that wallet.";
export const SOCIAL_LINKS_SAVE_FAILED = "Failed to save social links";
export const SET_UP_PROFILE_FIRST = "Set up your artist profile in the studio first.";
export const BAD_ARTIST_CURSOR = "That page of artists no longer exists. Start from the first page.";

// Apple Music catalogue
export const APPLE_MUSIC_UNREACHABLE = "Apple Music could not be reached.";
export const appleMusicAnswered = (status: number): string => `Apple Music answered ${status}.`;
export const APPLE_MUSIC_UNREADABLE = "Apple Music sent an answer we could not read.";
