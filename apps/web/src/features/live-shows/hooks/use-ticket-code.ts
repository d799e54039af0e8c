import { useCallback, useEffect, useRef, useState } from "react";
import { CHECK_IN_RESIGN_SECONDS, CHECK_IN_TYPES, checkInDomain, checkInMessage, encodeCheckInCode } from "@wbe3/domain";
import { useWalletRuntime } from "@/lib/wallet/use-wallet-runtime";
import { walletErrorMessage } from "@/lib/wallet/wallet-errors";

export const CONNECT_TO_SHOW_TICKET = "Please connect your wallet to show your ticket.";

export interface TicketCodeState {
  /** The code to show (and its QR), null until the first one is signed. */
  code: string | null;
  /** Seconds until the next code. */
  secondsLeft: number;
  signing: boolean;
  error: string | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The holder's door code for a show's ticket (decision 0034): while `on`, the wallet signs the
 * EIP-712 CheckIn claim, and again every CHECK_IN_RESIGN_SECONDS, so a screenshot soon expires.
 * A refusal or failure stops the cycle with its message; it never asks again on its own.
 */
export function useTicketCode({ showId, tokenId, on }: { showId: string; tokenId: string; on: boolean }): TicketCodeState {
  const { runtime, config } = useWalletRuntime();
  const [state, setState] = useState<TicketCodeState>({ code: null, secondsLeft: CHECK_IN_RESIGN_SECONDS, signing: false, error: null });
  const issuedAt = useRef(0);

  const sign = useCallback(async (): Promise<boolean> => {
    if (!runtime || !config) return false;
    setState((before) => ({ ...before, signing: true, error: null }));
    try {
      let wallet = runtime.getState();
      if (wallet.status !== "connected") {
        await runtime.restore().catch(() => undefined);
        wallet = runtime.getState();
      }
      if (wallet.status !== "connected" || !wallet.address) throw new Error(CONNECT_TO_SHOW_TICKET);
      const claim = { show: showId, tokenId: BigInt(tokenId), holder: wallet.address, issuedAt: nowSeconds() };
      const signature = await runtime.signTypedData(
        {
          domain: checkInDomain(config.chainId, config.contracts.TicketNFT),
          types: CHECK_IN_TYPES,
          primaryType: "CheckIn",
          message: checkInMessage(claim),
        },
        wallet.address,
      );
      issuedAt.current = claim.issuedAt;
      setState({ code: encodeCheckInCode({ ...claim, signature }), secondsLeft: CHECK_IN_RESIGN_SECONDS, signing: false, error: null });
      return true;
    } catch (error) {
      const message =
        error instanceof Error && error.message === CONNECT_TO_SHOW_TICKET
          ? error.message
          : `Your wallet did not sign the ticket code: ${walletErrorMessage(error)}`;
      setState({ code: null, secondsLeft: CHECK_IN_RESIGN_SECONDS, signing: false, error: message });
      return false;
    }
  }, [runtime, config, showId, tokenId]);

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let timer: number | undefined;
    const tick = () => {
      if (stopped) return;
      const left = issuedAt.current + CHECK_IN_RESIGN_SECONDS - nowSeconds();
      if (left > 0) {
        setState((before) => (before.secondsLeft === left ? before : { ...before, secondsLeft: left }));
        timer = window.setTimeout(tick, 1000);
        return;
      }
      void sign().then((signed) => {
        if (signed && !stopped) timer = window.setTimeout(tick, 1000);
      });
    };
    // The first code is asked for at once (the countdown starts from a past issue, so it is due).
    issuedAt.current = 0;
    timer = window.setTimeout(tick, 0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      // Hidden: the code is forgotten, and the next showing starts afresh.
      setState({ code: null, secondsLeft: CHECK_IN_RESIGN_SECONDS, signing: false, error: null });
    };
  }, [on, sign]);

  return state;
}
