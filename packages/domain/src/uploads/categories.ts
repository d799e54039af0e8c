// Categories on their own, free of schemas: the web app's first screen needs them, and importing a
// module that builds zod schemas at load would bring zod into that first download.

export const UPLOAD_CATEGORIES = ["music", "books", "jewelry", "art", "homes", "cars"] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

// What a category's main file is decides how the upload gets its picture; web and server ask these.
const IMAGE_CATEGORIES: ReadonlySet<UploadCategory> = new Set(["jewelry", "art", "homes", "cars"]);

/** The main file is a photo or artwork, so it is also the upload's image. */
export function categoryIsImage(category: UploadCategory): boolean {
  return IMAGE_CATEGORIES.has(category);
}

/** The main file is not a picture (a track, a book), so the form offers a separate cover image. */
export function categoryTakesCover(category: UploadCategory): boolean {
  return !categoryIsImage(category);
}
