// What the server answers about artist profiles and their Apple Music catalogue; web and server
// import it.

export const USERNAME_TAKEN = "That username is taken. Choose another.";
export const NO_ARTIST_WITH_USERNAME = "No artist with that username.";
export const NO_ARTIST_FOR_WALLET = "No artist is linked to that wallet.";

// Apple Music catalogue
export const APPLE_MUSIC_UNREACHABLE = "Apple Music could not be reached.";
export const appleMusicAnswered = (status: number): string => `Apple Music answered ${status}.`;
export const APPLE_MUSIC_UNREADABLE = "Apple Music sent an answer we could not read.";
