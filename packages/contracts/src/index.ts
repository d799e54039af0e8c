// Browser-safe entry: ABIs, bytecode and types. Process and file helpers live in "./local-chain".
export { CONTRACT_NAMES, CONTRACTS, type ContractAbi, type ContractAddressEnv, type ContractName, type Deployment } from "./registry.ts";
export { ANVIL_TEST_MNEMONIC, devAccounts, PLATFORM_SIGNER_DEV_INDEX, platformSignerDevAccount } from "./dev-accounts.ts";
export {
  allowlistLeaf,
  CHECKOUT_DOMAIN,
  checkoutQuoteTypedData,
  checkoutQuoteTypes,
  ITEM_KIND,
  type CheckoutItem,
  type CheckoutQuote,
  type CheckoutSplit,
  type ItemKind,
} from "./checkout-quote.ts";
export { PAYMENT_QUOTE_DOMAIN, paymentQuoteTypedData, paymentQuoteTypes, type PaymentQuote } from "./payment-quote.ts";
export { copyrightCommitment } from "./copyright-commitment.ts";
export { copyrightRegistryAbi, copyrightRegistryBytecode } from "./generated/CopyrightRegistry.ts";
export { ticketNFTAbi, ticketNFTBytecode } from "./generated/TicketNFT.ts";
export { trackNFTAbi, trackNFTBytecode } from "./generated/TrackNFT.ts";
export { wbe3MarketplaceAbi, wbe3MarketplaceBytecode } from "./generated/WBE3Marketplace.ts";
export { wbe3PaymentsAbi, wbe3PaymentsBytecode } from "./generated/WBE3Payments.ts";
export { wbe3TokenAbi, wbe3TokenBytecode } from "./generated/WBE3Token.ts";
