// What the server answers about marketplace listings.

export const INVALID_CURSOR = "cursor is invalid; use the nextCursor of a previous page";
