import { z } from "zod";
import { wbe3PriceSchema } from "../uploads/upload-form.ts";
import { textField } from "../shared/text.ts";
import {
  PRODUCT_CATEGORY_UNKNOWN,
  PRODUCT_IMAGE_URL,
  PRODUCT_REQUIRED_FIELDS,
  PRODUCT_STATUS_UNKNOWN,
  productDescriptionTooLong,
  productNameTooLong,
  productStockRange,
} from "./messages.ts";
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, type ProductCategory } from "./store.ts";

export const PRODUCT_LIMITS = { name: 120, description: 2000, stock: 100_000, imageUrl: 2048 } as const;

/** Pictures a browser shows as they are; SVG is left out on purpose (it may carry scripts). */
const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|webp|avif)$/i;
/** An image stored with `POST /api/files` (a CIDv1 as our content store returns it). */
const STORED_IMAGE = /^\/ipfs\/b[a-z2-7]{20,100}$/;

/** The CID of a picture stored here (`/ipfs/<cid>`), or null for an outside link: only its uploader may use it. */
export function storedImageCid(url: string): string | null {
  return STORED_IMAGE.test(url) ? url.slice("/ipfs/".length) : null;
}

/**
 * A product picture: an https link whose path names a picture file, or an image uploaded here
 * (`/ipfs/<cid>`). Plain http is refused: the page is served over https and would warn.
 */
export function isProductImageUrl(value: string): boolean {
  if (STORED_IMAGE.test(value)) return true;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.username === "" && url.password === "" && IMAGE_EXTENSIONS.test(url.pathname);
}

/** The listing category a product is sold under: jewelry as itself, anything else as merch. */
export function listingCategoryOf(category: ProductCategory): "jewelry" | "merch" {
  return category === "jewelry" ? "jewelry" : "merch";
}

const STOCK_RULE = productStockRange(PRODUCT_LIMITS.stock);

/** Stock as JSON sends it or as a number input gives it (digits only: "", null and true are refused, not 0 or 1). */
const stockField = z
  .union(
    [
      z.number({ error: STOCK_RULE }),
      z
        .string({ error: STOCK_RULE })
        .trim()
        .regex(/^[0-9]{1,9}$/, STOCK_RULE)
        .transform(Number),
    ],
    {
      error: STOCK_RULE,
    },
  )
  .pipe(z.number().int(STOCK_RULE).min(0, STOCK_RULE).max(PRODUCT_LIMITS.stock, STOCK_RULE));

const nameField = textField({
  label: "Name",
  max: PRODUCT_LIMITS.name,
  tooLong: productNameTooLong(PRODUCT_LIMITS.name),
  required: PRODUCT_REQUIRED_FIELDS,
});

/** SPEC 8: a missing price says "Please fill required fields"; a bad one says how to write it. */
const priceField = z.string({ error: PRODUCT_REQUIRED_FIELDS }).trim().min(1, PRODUCT_REQUIRED_FIELDS).pipe(wbe3PriceSchema);

const descriptionField = textField({
  label: "Description",
  max: PRODUCT_LIMITS.description,
  tooLong: productDescriptionTooLong(PRODUCT_LIMITS.description),
  multiline: true,
});

/** Optional: blank means no picture. */
const imageUrlField = z
  .string({ error: PRODUCT_IMAGE_URL })
  .trim()
  .max(PRODUCT_LIMITS.imageUrl, PRODUCT_IMAGE_URL)
  .refine((value) => value === "" || isProductImageUrl(value), PRODUCT_IMAGE_URL)
  .transform((value) => (value === "" ? null : value));

const categoryField = z.enum(PRODUCT_CATEGORIES, { error: PRODUCT_CATEGORY_UNKNOWN });
const statusField = z.enum(PRODUCT_STATUSES, { error: PRODUCT_STATUS_UNKNOWN });

/** `POST /api/artist/products` and the add-product form (SPEC 8: name and price required). */
export const createProductSchema = z.object({
  name: nameField,
  price: priceField,
  description: descriptionField.default(""),
  category: categoryField.default("other"),
  imageUrl: imageUrlField.nullable().default(null),
  status: statusField.default("active"),
  stock: stockField.default(1),
});
export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProduct = z.output<typeof createProductSchema>;

/** `PATCH /api/artist/products/:id`: only what is sent changes; `imageUrl: null` or "" removes the picture. */
export const patchProductSchema = z.object({
  name: nameField.optional(),
  price: priceField.optional(),
  description: descriptionField.optional(),
  category: categoryField.optional(),
  imageUrl: imageUrlField.nullable().optional(),
  status: statusField.optional(),
  stock: stockField.optional(),
});
export type PatchProductInput = z.input<typeof patchProductSchema>;
export type PatchProduct = z.output<typeof patchProductSchema>;
