export type ContractAddresses = Record<"WBE3Token" | "TrackNFT" | "TicketNFT" | "CopyrightRegistry" | "WBE3Payments", `0x${string}`>;

/** What the browser needs to talk to the chain, served by `GET /api/config` (never baked in). */
export interface PublicConfig {
  chainId: number;
  chainName: string;
  /** JSON-RPC endpoint for reads; a same-origin proxy path in local mode. */
  rpcUrl: string;
  explorerUrl: string | null;
  contracts: ContractAddresses;
  /** Fees the contracts charge now, in wei (decimal strings); null when unreadable. */
  fees: { trackMintWei: string | null; ticketMintWei: string | null };
  /** Local mode: a development chain with the Demo wallet available. */
  localMode: boolean;
  /** Hosted wallet connectors offered besides browser wallets, when the server configures them. */
  wallets: WalletConnectorsConfig;
}

export interface WalletConnectorsConfig {
  /** WalletConnect (QR code / mobile wallets): needs a project id; relayUrl is where sessions meet. */
  walletConnect: { projectId: string; relayUrl: string } | null;
  /** Coinbase Wallet (extension, mobile app or smart wallet) through its SDK. */
  coinbaseWallet: boolean;
}

export interface TokenBalanceResponse {
  /** WBE3 in base units (decimal string) and display form; null when the token cannot answer. */
  wbe3: { raw: string; formatted: string; decimals: number } | null;
  /** ETH in wei (decimal string) and display form (4 decimals). */
  eth: { raw: string; formatted: string };
}

export interface OwnedNft {
  tokenId: string;
  tokenURI: string | null;
  owner: string;
  contractAddress: string;
  /** Tracks (ERC-721) are music; ERC-1155 tokens are tickets or music editions. */
  type: "music" | "edition";
  standard: "erc721" | "erc1155";
  balance: string;
}

/** SPEC 7's chain NFT listing shape, served from our own transfer index. */
export interface OwnedNftsResponse {
  nfts: OwnedNft[];
  count: number;
  error: string | null;
}
