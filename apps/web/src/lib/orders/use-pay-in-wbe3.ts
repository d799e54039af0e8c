import { useCallback } from "react";
import { wbe3TokenAbi } from "@wbe3/contracts";
import { AppError, formatWbe3, insufficientBalance, PAYMENT_FAILED, type Order, type WalletCall } from "@wbe3/domain";
import { payOrder } from "@/lib/orders/pay-order";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import { requireTransactor } from "@/lib/wallet/require-transactor";
import type { WriteOptions } from "@/lib/wallet/transactor";
import { useTransactor } from "@/lib/wallet/use-transactor";

/** A payment that stopped before anything was signed (no wallet, too little WBE3, the order refused); its toast has been shown. */
export class PaymentStopped extends Error {}

export interface PaymentRequest {
  /** What the wallet's toasts call this payment ("Checkout", "Pro membership"). */
  label: string;
  /** Shown when no wallet is linked or connected. */
  walletNeeded: string;
  /** Whether this payment needs the account's linked wallet before asking for the order. */
  requireLinkedWallet?: boolean;
  /** WBE3 base units the wallet must hold; nothing is sent when it holds less. */
  amount: bigint;
  /** Asks the server for the order and its calls (a cart checkout, a membership, an unlock). */
  createOrder: () => Promise<{ orderId: string; calls: readonly WalletCall[] }>;
}

function stop(message: string, cause?: unknown): never {
  notify.error(PAYMENT_FAILED.title, { description: message });
  throw new PaymentStopped(message, { cause });
}

/**
 * The one way to pay in WBE3 on the web: order → balance check → calls through the one transactor
 * (a toast per stage) → the server's confirmation (retried only while the payment waits). Answers
 * the paid order (null for an order without calls, such as the free trial). Cart, tiers, the
 * publishing unlock and every area that sells after them call this; each keeps only its own texts
 * and what happens after.
 */
export function usePayInWbe3(): (request: PaymentRequest) => Promise<Order | null> {
  const transactor = useTransactor();
  const { user } = useViewer();

  return useCallback(
    async (request: PaymentRequest) => {
      if (request.requireLinkedWallet && !user?.walletAddress) stop(request.walletNeeded);
      const wallet = requireTransactor(transactor, PaymentStopped);
      const options: WriteOptions = {
        label: request.label,
        failureTitle: PAYMENT_FAILED.title,
        expectedAccount: user?.walletAddress ?? null,
        notConnectedMessage: request.walletNeeded,
      };
      const account = await wallet.check(options);
      const balance = await wallet.read({
        address: wallet.config.contracts.WBE3Token,
        abi: wbe3TokenAbi,
        functionName: "balanceOf",
        args: [account],
      });
      if (balance < request.amount) stop(insufficientBalance(formatWbe3(request.amount), formatWbe3(balance)));
      let order: Awaited<ReturnType<PaymentRequest["createOrder"]>>;
      try {
        order = await request.createOrder();
      } catch (error) {
        stop(error instanceof AppError ? error.message : PAYMENT_FAILED.description, error);
      }
      return payOrder(wallet, order, options);
    },
    [transactor, user?.walletAddress],
  );
}
