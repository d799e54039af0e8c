// What copyright brings to the content seam (decision 0026): the kind of file a work is stored as,
// and the rule that keeps it, its deposit copy and its filing package private from the first byte.
import type { ContentArea } from "../content/access-rules.ts";
import { ROLES } from "../roles/roles.ts";
import { WORK_FILE_MAX_BYTES, WORK_FILE_TYPES } from "./copyright.ts";

/** The kind of file `POST /api/files` stores a work under (the registration form uploads it itself). */
export const COPYRIGHT_WORK_KIND = "copyright_work";
/** Kept for its registrant; admins open it while its filing is being reviewed; never public. */
export const COPYRIGHT_PRIVATE_ACCESS = "copyright_private";
/** The fact copyright supplies: the reader is an admin and the file's filing is under review. */
export const REVIEWS_COPYRIGHT_FILING = "reviews_copyright_filing";

export const COPYRIGHT_CONTENT: ContentArea = {
  area: "copyright",
  // The registrant stored the file: the content seam opens it to them as its storer.
  rules: [{ rule: COPYRIGHT_PRIVATE_ACCESS, label: "Registrant only", opensWith: [], reviewedWith: [REVIEWS_COPYRIGHT_FILING] }],
  storageKinds: [
    {
      kind: COPYRIGHT_WORK_KIND,
      label: "Copyright work",
      ...WORK_FILE_TYPES,
      maxBytes: WORK_FILE_MAX_BYTES,
      storers: ROLES,
      // The Mint NFT tab: the registrant mints an audio work as a track through the studio's mint path.
      usableAs: ["music"],
    },
  ],
};
