// Exact SPEC wording (points 3 and 5); web and server import it.

// Minting
export const MINTING_FAILED = { title: "Minting Failed" } as const;
export const TICKET_CREATION_FAILED = { title: "Ticket Creation Failed" } as const;
export const NFT_MINTED = { title: "NFT Minted Successfully!" } as const;
export const TICKETS_CREATED = { title: "Tickets Created!" } as const;
export const CONNECT_TO_MINT_NFTS = "Please connect your wallet to mint NFTs";
export const CONNECT_TO_MINT_TICKETS = "Please connect your wallet to mint tickets";

// Listing and minting answers of the server
export const FILE_NOT_UPLOADED_BY_YOU = "You can only list files you uploaded yourself. Upload the file from your own account.";
export const MINT_RECORDED_FOR_OTHER_UPLOAD = "That transaction was already recorded for another upload.";
export const UPLOAD_ALREADY_MINTED = "This upload is already minted.";

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
