import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CONNECT_TO_REGISTER, COPYRIGHT_SUBMIT_FAILED, type RegistrationAnswer, type RegistrationStage } from "@wbe3/domain";
import { useViewer } from "@/lib/session/use-viewer";
import { requireTransactor } from "@/lib/wallet/require-transactor";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import type { WriteOptions } from "@/lib/wallet/transactor";
import { useTransactor } from "@/lib/wallet/use-transactor";
import { whenSettled } from "@/lib/wallet/when-settled";
import { confirmRegistration, getRegistration, putRegistration } from "../api/registrations";
import { registerCopyrightErrors } from "../contract-errors";
import { claimRun, releaseRun } from "./anchor-runs";

// A refusal of the registry the wallet reports (a reveal too early, a work registered meanwhile) reads as such.
registerCopyrightErrors();

/** How often a committed registration is asked again until its reveal opens, and for how long. */
export const REVEAL_POLL_MS = 3000;
const REVEAL_POLLS = 100;
/** The stages of a registration the anchor goes through once it exists. */
export type AnchorStage = Extract<RegistrationStage, "commit" | "wait" | "reveal">;

/** Waits `ms`, or less when the page stops driving. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export interface DriveOptions {
  onStage?: (stage: AnchorStage) => void;
  /** Aborted when the page that drives it goes (the registration stays where it is, to be continued). */
  signal?: AbortSignal;
}

/** A failure the transactor has already shown in its toast (so it is not shown twice). */
export class WalletFailure extends Error {
  constructor(readonly failure: TransactionError) {
    super(failure.message, { cause: failure });
  }
}

const inFlight = (registration: RegistrationAnswer) =>
  registration.anchor?.status === "draft" || registration.anchor?.status === "committed";

/**
 * Drives a registration's anchor (DESIGN 7): while the server answers a `next` step, the wallet
 * sends its calls through the one transactor and the server confirms the receipt (asked again only
 * while it waits for confirmations); while it is committed and the reveal is not open yet, it is
 * asked again every few seconds. Each answer replaces the cached one. Ends anchored, failed, or
 * (the reveal still closed after a while, the run held elsewhere, or the page gone) where it stands.
 */
export function useAnchorDriver() {
  const transactor = useTransactor();
  const walletAddress = useViewer().user?.walletAddress ?? null;
  const queryClient = useQueryClient();

  /** A registration is recorded from the account's wallet: one must be linked, even to file with the office only. */
  const linkedWallet = useCallback((): string => {
    if (!walletAddress) throw new TransactionError("not-connected", CONNECT_TO_REGISTER);
    return walletAddress;
  }, [walletAddress]);

  /** The wallet checks alone (linked, connected, right account and chain), before anything is sent. */
  const checkWallet = useCallback(
    async (label: string): Promise<WriteOptions> => {
      const expectedAccount = linkedWallet();
      const options: WriteOptions = {
        label,
        failureTitle: COPYRIGHT_SUBMIT_FAILED,
        expectedAccount,
        notConnectedMessage: CONNECT_TO_REGISTER,
      };
      try {
        await requireTransactor(transactor).check(options);
      } catch (error) {
        throw error instanceof TransactionError ? new WalletFailure(error) : error;
      }
      return options;
    },
    [linkedWallet, transactor],
  );

  const drive = useCallback(
    async (start: RegistrationAnswer, { onStage = () => undefined, signal }: DriveOptions = {}): Promise<RegistrationAnswer> => {
      if (!inFlight(start) || !claimRun(start.id)) return start;
      let current = start;
      try {
        for (let polls = 0; inFlight(current);) {
          const next = current.next;
          if (next) {
            onStage(next.step);
            const options = await checkWallet(`${next.step === "commit" ? "Commit" : "Reveal"} “${current.title}”`);
            const sent = await requireTransactor(transactor)
              .sendCalls(next.calls, options)
              .catch((error: unknown) => {
                throw error instanceof TransactionError ? new WalletFailure(error) : error;
              });
            const id = current.id;
            current = await whenSettled(() => confirmRegistration(id, sent.hash));
          } else {
            // A draft without a commit to send, or a reveal that does not open: left where it stands.
            if (current.anchor?.status !== "committed" || polls >= REVEAL_POLLS) break;
            onStage("wait");
            polls += 1;
            await wait(REVEAL_POLL_MS, signal);
            if (signal?.aborted) break;
            current = await getRegistration(current.id);
          }
          putRegistration(queryClient, current);
        }
        return current;
      } finally {
        releaseRun(start.id);
      }
    },
    [checkWallet, queryClient, transactor],
  );

  return { linkedWallet, checkWallet, drive };
}
