// Exact SPEC wording (points 3 and 5); web and server import it.

// Minting
export const MINTING_FAILED = { title: "Minting Failed" } as const;
export const NFT_MINTED = { title: "NFT Minted Successfully!" } as const;
export const CONNECT_TO_MINT_NFTS = "Please connect your wallet to mint NFTs";

// Listing and minting answers of the server
export const FILE_NOT_UPLOADED_BY_YOU = "You can only list files you uploaded yourself. Upload the file from your own account.";
export const MINT_RECORDED_FOR_OTHER_UPLOAD = "That transaction was already recorded for another upload.";
export const UPLOAD_ALREADY_MINTED = "This upload is already minted.";
/** The bytes (the CID) are a work another artist published or minted first: works belong to whoever published them first. */
export const CID_TAKEN = "This file is already published by another artist.";

// Mint fees as read from the contracts (DESIGN 1: the contract's fee is the single source).
/** The fee one minted token costs, e.g. "Mint fee: 0.0010 ETH per item". */
export const mintFeePerItem = (eth: string): string => `Mint fee: ${eth} ETH per item`;
/** The mint cart's total before any wallet is asked, e.g. "Total mint fees: 0.0030 ETH for 3 items". */
export const mintFeeTotal = (eth: string, items: number): string =>
  `Total mint fees: ${eth} ETH for ${items} ${items === 1 ? "item" : "items"}`;
export const MINT_FEE_GAS_NOTE = "Network gas is added by your wallet.";
export const MINT_FEE_UNAVAILABLE = "Mint fee unavailable: the contract did not answer. Your wallet shows the amount before you sign.";
/** An ERC-1155 upload pays the fee once per edition, e.g. "3 editions: 0.0030 ETH". */
export const mintFeeForEditions = (eth: string, editions: number): string => `${editions} editions: ${eth} ETH`;
/** One mint-cart line's fee, e.g. "0.0030 ETH mint fee". */
export const mintFeeAmount = (eth: string): string => `${eth} ETH mint fee`;

// Upload and file answers of the server
export const CHOOSE_UPLOAD_CATEGORY = "Choose a category: music, books, jewelry, art, homes or cars.";
export const NO_FILE_WITH_CID = "No file with that content id.";
export const ARTIST_PROFILE_REQUIRED = "Set up your artist profile (username and name) before uploading.";
export const UPLOAD_FILE_AGAIN = "Upload the file again: it was not found for this category.";
export const COVER_MUST_BE_IMAGE = "The cover must be an uploaded image.";
export const NO_SUCH_UPLOAD = "No such upload.";
export const UPLOAD_NOT_FOR_MINTING = "This upload is not marked to be minted as an NFT.";
export const PREPARE_MINT_FIRST = "Prepare the mint first: the token metadata is missing.";
export const FILE_EMPTY = "The file is empty.";
export const METADATA_TOO_LARGE = "The metadata is too large.";
/** e.g. "The file is larger than the 100 MB limit for Music." */
export const fileTooLarge = (limitMb: number, categoryLabel: string): string =>
  `The file is larger than the ${limitMb} MB limit for ${categoryLabel}.`;
export const fileTypeNotAccepted = (categoryLabel: string, accepted: readonly string[]): string =>
  `This file type is not accepted for ${categoryLabel}. Accepted: ${accepted.join(", ")}.`;
export const fileContentMismatch = (extension: string): string =>
  `The file's content is not a real .${extension} file. Upload the original file.`;
export const PIN_FAILED = "The file could not be pinned to IPFS right now. Please try again.";
export const pinnedOtherCid = (pinned: string | undefined, cid: string): string =>
  `IPFS pinned ${pinned ?? "nothing"} instead of ${cid}; the file was not kept.`;

// The studio mint cart (drafts kept on the server)
export const MINT_CART_FULL = (max: number): string => `The mint cart holds at most ${max} items. Publish or remove some first.`;
export const DRAFT_ALREADY_GONE = "This mint cart item was already published or removed. Check My uploads.";
