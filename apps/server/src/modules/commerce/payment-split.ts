// Who a payment order pays: the platform, or a seller with the platform's fee taken (decision 0028).
import { getAddress, isAddress, keccak256, toHex, zeroAddress, type Address, type Hex } from "viem";
import { wbe3MarketplaceAbi, wbe3PaymentsAbi } from "@wbe3/contracts";
import { platformFee, type Role } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";

/** The account a payment order pays, as the selling area found it: any wallet of an artist or partner account. */
export interface PaymentSeller {
  role: Role | null;
  walletAddress: string | null;
}

/** Who receives what of a payment order's amount, as the quote states and the contract pays it. */
export interface PaymentSplit {
  /** Receives the amount less the fee. */
  payee: Address;
  fee: bigint;
  /** Receives the fee: the platform's wallet whenever a seller is paid (even a fee rounded to 0); the zero address otherwise. */
  feeRecipient: Address;
}

/** Sellers a payment order may pay: the accounts that sell (the privileged account is an artist). */
const SELLER_ROLES: readonly Role[] = ["artist", "partner"];

/** A seller the area names wrongly is a mistake in the calling area, never a user's. */
function sellerWallet(seller: PaymentSeller): Address {
  const wallet = seller.walletAddress;
  if (!SELLER_ROLES.some((role) => role === seller.role)) throw new Error("A payment order pays only an artist or a partner account");
  if (!wallet || !isAddress(wallet, { strict: false })) throw new Error("The seller a payment order pays has no wallet");
  return getAddress(wallet);
}

/** The platform's wallet: the marketplace's fee recipient, read from the chain (one source for it). */
async function platformTreasury(chain: Chain): Promise<Address> {
  return reachingChain(chain, () =>
    chain.client.readContract({ address: chain.contracts.WBE3Marketplace, abi: wbe3MarketplaceAbi, functionName: "feeRecipient" }),
  );
}

/**
 * The platform alone (no fee), or the seller with the platform's fee taken exactly as checkout
 * takes it from a cart item: the marketplace's `platformFeeBps`, by the one rule `platformFee`.
 */
export async function paymentSplit(chain: Chain, amount: bigint, seller: PaymentSeller | undefined): Promise<PaymentSplit> {
  if (!seller) return { payee: await platformTreasury(chain), fee: 0n, feeRecipient: zeroAddress };
  const payee = sellerWallet(seller);
  const [treasury, feeBps] = await Promise.all([
    platformTreasury(chain),
    reachingChain(chain, () =>
      chain.client.readContract({ address: chain.contracts.WBE3Marketplace, abi: wbe3MarketplaceAbi, functionName: "platformFeeBps" }),
    ),
  ]);
  return { payee, fee: platformFee(amount, feeBps), feeRecipient: treasury };
}

/** The user's series of payment orders of one kind, as WBE3Payments keys it. */
export function seriesOf(userId: string, kind: string): Hex {
  return keccak256(toHex(`wbe3:${kind}:${userId}`));
}

/** The series' last order paid on chain (zero: none). */
export async function lastPaidIn(chain: Chain, series: Hex): Promise<Hex> {
  return reachingChain(chain, () =>
    chain.client.readContract({ address: chain.contracts.WBE3Payments, abi: wbe3PaymentsAbi, functionName: "lastPaidIn", args: [series] }),
  );
}
