import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { wbe3TokenAbi } from "@wbe3/contracts";
import {
  AppError,
  formatWbe3,
  homeFor,
  insufficientBalance,
  PAYMENT_FAILED,
  TIER_CHOICE_MESSAGES,
  tierById,
  type Role,
  type TierOption,
} from "@wbe3/domain";
import { PATHS } from "@/config/paths";
import { usePublicConfig } from "@/lib/config/get-public-config";
import { payOrder } from "@/lib/orders/pay-order";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import type { Transactor, WriteOptions } from "@/lib/wallet/transactor";
import { useTransactor } from "@/lib/wallet/use-transactor";
import { membershipQueryKey, subscribe } from "../api/tiers";

/** A choice that stopped before anything was signed or bought; its toast has been shown. */
export class ChoiceStopped extends Error {}

/** Where a membership's first choice lands: the role's dashboard (SPEC 4's sign-up ends there). */
export function dashboardFor(role: Role | null): string {
  if (role === "artist") return PATHS.artistDashboard;
  if (role === "fan") return PATHS.fanDashboard;
  return homeFor(role);
}

/** Nothing is sent when the wallet holds less WBE3 than the tier costs. */
async function checkBalance(transactor: Transactor, token: `0x${string}`, amount: bigint, options: WriteOptions): Promise<void> {
  const account = await transactor.check(options);
  const balance = await transactor.read({ address: token, abi: wbe3TokenAbi, functionName: "balanceOf", args: [account] });
  if (balance < amount) {
    const message = insufficientBalance(formatWbe3(amount), formatWbe3(balance));
    notify.error(message);
    throw new ChoiceStopped(message);
  }
}

interface ChooseTierOptions {
  /** Go to the dashboard after the choice: always (sign-up's last step), on a first membership, or never (studio tab). */
  land: "always" | "first" | "never";
  /** Whether a membership was running or had run before this choice ("first" lands only when not). */
  hadMembership: boolean;
}

/**
 * Choosing a tier on /tiers: the trial is granted at once; Basic and Pro are orders paid in WBE3
 * through the one transactor (the balance checked first) and confirmed by the server. The
 * membership is read again afterwards, so the cards show the new state.
 */
export function useChooseTier({ land, hadMembership }: ChooseTierOptions) {
  const transactor = useTransactor();
  const config = usePublicConfig().data;
  const { user } = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function pay(option: TierOption): Promise<void> {
    if (!user?.walletAddress) {
      notify.error(TIER_CHOICE_MESSAGES.walletNeeded);
      throw new ChoiceStopped(TIER_CHOICE_MESSAGES.walletNeeded);
    }
    if (!transactor || !config) throw new ChoiceStopped("The wallet is still loading. Try again in a moment.");
    const label = tierById(option.tier).label;
    const options: WriteOptions = {
      label: `${label} membership`,
      failureTitle: PAYMENT_FAILED.title,
      expectedAccount: user.walletAddress,
      notConnectedMessage: TIER_CHOICE_MESSAGES.walletNeeded,
    };
    await checkBalance(transactor, config.contracts.WBE3Token, BigInt(option.amount), options);
    const order = await subscribe(option.tier);
    await payOrder(transactor, order, options);
  }

  return useMutation({
    mutationFn: async (option: TierOption): Promise<void> => {
      if (option.tier === "trial") await subscribe("trial");
      else await pay(option);
    },
    onSuccess: async (_done, option) => {
      if (option.tier === "trial") notify.success(TIER_CHOICE_MESSAGES.trialStarted);
      else notify.success(TIER_CHOICE_MESSAGES.paid(tierById(option.tier).label));
      await queryClient.invalidateQueries({ queryKey: membershipQueryKey });
      if (land === "always" || (land === "first" && !hadMembership)) void navigate(dashboardFor(user?.role ?? null));
    },
    onError: (error) => {
      // The transactor and the stopped checks have said why already.
      if (error instanceof TransactionError || error instanceof ChoiceStopped) return;
      notify.error(TIER_CHOICE_MESSAGES.failed, { description: error instanceof AppError ? error.message : PAYMENT_FAILED.description });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["wallet"] }),
  });
}
