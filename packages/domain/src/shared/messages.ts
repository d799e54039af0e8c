// Exact SPEC wording (points 2, 4, 5 and 8). Each text lives once, in its area's messages.ts;
// these are the ones no single area owns. Toasts whose description is the caller's (an error
// reason) carry only a title.

// Forms
export const FILL_ALL_FIELDS = "Please fill in all fields";
export const FILL_REQUIRED_FIELDS = "Please fill in required fields";
export const FILL_REQUIRED_FIELDS_SHORT = "Please fill required fields";
export const FILL_ALL_REQUIRED_FIELDS = "Please fill in all required fields";
/** A name, title or bio with characters that hide or reorder what people read. */
export const invisibleCharacters = (field: string): string =>
  `${field} contains control or invisible characters (such as zero-width spaces or text-direction overrides). Please remove them.`;
/** Text holding half of a UTF-16 surrogate pair (a broken emoji or symbol), which would be stored as "�". */
export const brokenCharacters = (field: string): string =>
  `${field} contains a broken character (half of an emoji or symbol) that cannot be saved. Please retype it.`;

// Other submissions (each moves to its area's folder when that area is built)
export const WALLET_CREATE_FAILED = "Failed to create wallet";
export const WALLET_CREATED = "HoneyBank wallet created successfully!";
export const PRODUCT_ADD_FAILED = "Failed to add product";

// Failures of the app itself
export const COMPONENT_ERROR = {
  title: "Component Error",
  description: "Something went wrong loading this component.",
} as const;
export const UNEXPECTED_APP_ERROR = "Unexpected Application Error!";

// Empty and restricted states
export const NO_ITEMS_FOUND = { title: "No items found", description: "Try adjusting your search or filters" } as const;
export const INVALID_ARTIST = { title: "Invalid Artist", description: "No wallet address provided" } as const;
export const ACCESS_RESTRICTED = {
  title: "Access Restricted",
  requirements: ["Artist account registration", "Email verification", "Wallet connection"],
} as const;
export const COMING_SOON = "More Artists - Coming Soon";
export const SWAP_COMING_SOON = "Coming Soon";

// Database availability (a server answer)
export const DATABASE_UNAVAILABLE = "The database is not answering right now. Please try again shortly.";

// Local-only tools
export const OUTBOX_LOCAL_ONLY = "The outbox exists only in local mode.";
