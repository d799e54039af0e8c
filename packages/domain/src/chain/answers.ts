import { z } from "zod";
import { CONTENT_ACTIONS } from "../content/opening.ts";

const hexAddress = z.templateLiteral(["0x", z.string()]);

/** The platform's contracts, as `GET /api/config` and the health check name them. */
export const CONTRACT_KEYS = ["WBE3Token", "TrackNFT", "TicketNFT", "CopyrightRegistry", "WBE3Payments", "WBE3Marketplace"] as const;

const contractAddressesAnswer = z.record(z.enum(CONTRACT_KEYS), hexAddress);
export type ContractAddresses = z.output<typeof contractAddressesAnswer>;

const walletConnectorsAnswer = z.object({
  /** WalletConnect (QR code / mobile wallets): needs a project id; relayUrl is where sessions meet. */
  walletConnect: z.object({ projectId: z.string(), relayUrl: z.string() }).nullable(),
  /** Coinbase Wallet (extension, mobile app or smart wallet) through its SDK. */
  coinbaseWallet: z.boolean(),
});
export type WalletConnectorsConfig = z.output<typeof walletConnectorsAnswer>;

/** What the browser needs to talk to the chain, served by `GET /api/config` (never baked in). */
export const publicConfigAnswer = z.object({
  chainId: z.number().int(),
  chainName: z.string(),
  /** JSON-RPC endpoint for reads; a same-origin proxy path in local mode. */
  rpcUrl: z.string(),
  explorerUrl: z.string().nullable(),
  /** The DEX page where WBE3 can be bought (SWAP_URL); null when none is configured. */
  swapUrl: z.string().nullable(),
  contracts: contractAddressesAnswer,
  /** Fees the contracts charge now, in wei (decimal strings); null when unreadable. */
  fees: z.object({ trackMintWei: z.string().nullable(), ticketMintWei: z.string().nullable() }),
  /** Local mode: a development chain with the Demo wallet available. */
  localMode: z.boolean(),
  /** Hosted wallet connectors offered besides browser wallets, when the server configures them. */
  wallets: walletConnectorsAnswer,
});
export type PublicConfig = z.output<typeof publicConfigAnswer>;

const balanceFigure = z.object({ raw: z.string(), formatted: z.string() });

export const tokenBalanceAnswer = z.object({
  /** WBE3 in base units (decimal string) and display form; null when the token cannot answer. */
  wbe3: balanceFigure.extend({ decimals: z.number().int() }).nullable(),
  /** ETH in wei (decimal string) and display form (4 decimals). */
  eth: balanceFigure,
});
export type TokenBalanceResponse = z.output<typeof tokenBalanceAnswer>;

/** What an owned token is, for the vault's badge: a listing category (decision 0024), or `ticket`. */
export type OwnedTokenCategory = string;
/** The vault's category of a ticket contract's tokens. */
export const TICKET_TOKEN_CATEGORY = "ticket";

/** What an owned token opens for its holder (issue 19, point 4; its area declares the actions, decision 0027). */
export const ownedContentAnswer = z.object({
  /** `/api/content/<cid>` for a gated file (open it through a signed link), `/ipfs/<cid>` for a public one; null: no file (a check-in). */
  url: z.string().nullable(),
  mimeType: z.string().nullable(),
  /** What the holder may do with it, in the order the vault offers them (never empty). */
  actions: z.array(z.enum(CONTENT_ACTIONS)).min(1),
  /** Only holders may open it: players and downloads need a signed link first. */
  gated: z.boolean(),
});
export type OwnedContent = z.output<typeof ownedContentAnswer>;

export const ownedNftAnswer = z.object({
  tokenId: z.string(),
  tokenURI: z.string().nullable(),
  owner: z.string(),
  contractAddress: z.string(),
  /** The contract's kind (SPEC 7): tracks (ERC-721) are music, ERC-1155 tokens editions; `category` says what it really is. */
  type: z.enum(["music", "edition"]),
  standard: z.enum(["erc721", "erc1155"]),
  balance: z.string(),
  /** From our catalogue where we know the token (its upload or listing), else from its metadata JSON. */
  title: z.string(),
  category: z.string(),
  /** The artist's name, when known. */
  artist: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The track to play, for music (a gated track's access URL, never its gateway URL). */
  mediaUrl: z.string().nullable(),
  /** What the token opens (a book to read, a track to play); null when it opens nothing. */
  content: ownedContentAnswer.nullable(),
  /** Our upload behind the token (minted from it or sold through its listing): plays of it count as streams. */
  uploadId: z.string().nullable(),
});
export type OwnedNft = z.output<typeof ownedNftAnswer>;

/** SPEC 7's chain NFT listing shape, served from our own transfer index. */
export const ownedNftsAnswer = z.object({ nfts: z.array(ownedNftAnswer), count: z.number().int(), error: z.string().nullable() });
export type OwnedNftsResponse = z.output<typeof ownedNftsAnswer>;

export const collectorAnswer = z.object({
  /** Lower-case wallet address. */
  address: z.string(),
  /** Their artist username, when they have one. */
  username: z.string().nullable(),
});
export type Collector = z.output<typeof collectorAnswer>;

/** "Collected by": how many wallets hold the tokens (the creator's own excluded), and the newest few. */
export const collectorsAnswer = z.object({ count: z.number().int(), newest: z.array(collectorAnswer) });
export type Collectors = z.output<typeof collectorsAnswer>;

/** A JSON-RPC 2.0 answer passed through from the node (one object or a batch). */
export const rpcAnswer = z.unknown();
