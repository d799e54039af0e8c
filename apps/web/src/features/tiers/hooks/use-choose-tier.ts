import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { AppError, homeFor, PAYMENT_FAILED, TIER_CHOICE_MESSAGES, tierById, type Role, type TierOption } from "@wbe3/domain";
import { PATHS } from "@/config/paths";
import { PaymentStopped, usePayInWbe3 } from "@/lib/orders/use-pay-in-wbe3";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import { membershipQueryKey, subscribe } from "../api/tiers";

/** A choice that stopped before anything was signed or bought; its toast has been shown. */
export { PaymentStopped as ChoiceStopped };

/** Where a membership's first choice lands: the role's dashboard (SPEC 4's sign-up ends there). */
export function dashboardFor(role: Role | null): string {
  if (role === "artist") return PATHS.artistDashboard;
  if (role === "fan") return PATHS.fanDashboard;
  return homeFor(role);
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
  const payInWbe3 = usePayInWbe3();
  const { user } = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const pay = (option: TierOption) =>
    payInWbe3({
      label: `${tierById(option.tier).label} membership`,
      walletNeeded: TIER_CHOICE_MESSAGES.walletNeeded,
      requireLinkedWallet: true,
      amount: BigInt(option.amount),
      createOrder: () => subscribe(option.tier),
    });

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
      if (error instanceof TransactionError || error instanceof PaymentStopped) return;
      notify.error(TIER_CHOICE_MESSAGES.failed, { description: error instanceof AppError ? error.message : PAYMENT_FAILED.description });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["wallet"] }),
  });
}
