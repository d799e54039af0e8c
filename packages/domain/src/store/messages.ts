// The artist's store. SPEC 8 texts are exact (they live in shared/ for now and are named here for
// the store); the rest say what happened and what to do.
import { FILL_REQUIRED_FIELDS_SHORT, PRODUCT_ADD_FAILED } from "../shared/messages.ts";

/** SPEC 8: a product without a name or a price. */
export const PRODUCT_REQUIRED_FIELDS = FILL_REQUIRED_FIELDS_SHORT;
/** SPEC 8: the toast when adding a product failed. */
export const PRODUCT_ADD_FAILED_TOAST = PRODUCT_ADD_FAILED;

export const PRODUCT_ADDED = "Product added";
export const PRODUCT_SAVED = "Product saved";
export const PRODUCT_SAVE_FAILED = "Failed to save product";
export const PRODUCT_NOT_FOUND = "That product is not in your store.";
export const PRODUCT_CATEGORY_UNKNOWN = "Choose a category: clothing, fragrance, jewelry or other.";
export const PRODUCT_STATUS_UNKNOWN = "Choose a status: active, draft or sold out.";
export const PRODUCT_IMAGE_URL =
  "The image must be an https:// link to a .jpg, .jpeg, .png, .gif, .webp or .avif picture, or an image uploaded here.";
export const productStockRange = (max: number): string => `Stock must be a whole number from 0 to ${max}.`;
export const productNameTooLong = (max: number): string => `Name must be at most ${max} characters.`;
export const productDescriptionTooLong = (max: number): string => `Description must be at most ${max} characters.`;
export const PRODUCT_IMAGE_NOT_STORED = "That picture is not an image uploaded here. Upload the image again, or use an https link.";
export const PRODUCT_IMAGE_NOT_YOURS = "You can only use pictures you uploaded yourself. Upload the image from your own account.";
export const PRODUCT_WALLET_NEEDED = "Link a wallet to your account to sell in your store: buyers pay that wallet.";
export const STORE_ARTIST_PROFILE_NEEDED = "Set up your artist profile first: products are sold under your artist name.";
export const STORE_ORDER_NOT_FOUND = "That order holds none of your products.";
export const ORDER_MARKED_SHIPPED = "Marked shipped";
export const SHIPS_FROM_ARTIST = "Ships from the artist";

export const PRODUCT_CATEGORY_LABELS = { clothing: "Clothing", fragrance: "Fragrance", jewelry: "Jewelry", other: "Other" } as const;
export const PRODUCT_STATUS_LABELS = { active: "Active", draft: "Draft", sold_out: "Sold out" } as const;
export const productsLeft = (left: number): string => `${left} left`;
