import { TIERS, tierById, type MembershipView, type Role } from "@wbe3/domain";
import { Skeleton } from "@/components/ui/Skeleton";
import { useViewer } from "@/lib/session/use-viewer";
import { useMembership } from "../api/tiers";
import { useChooseTier } from "../hooks/use-choose-tier";
import { TierCard, type BenefitRole } from "./TierCard";

/** An artist sees the artist's lines (they follow too), a fan the fan's; anyone else both. */
export function benefitRolesOf(role: Role | null): BenefitRole[] {
  if (role === "artist") return ["artist"];
  if (role === "fan") return ["fan"];
  return ["artist", "fan"];
}

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** The membership as it is now: tier, the server's precise state text, and its dates. */
function MembershipSummary({ membership }: { membership: MembershipView }) {
  return (
    <section aria-labelledby="membership-heading" className="grid gap-2 rounded-xl border border-border bg-card p-5">
      <h3 id="membership-heading" className="text-lg font-semibold">
        Your membership
      </h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Tier</dt>
        <dd>{membership.tier ? tierById(membership.tier).label : "None"}</dd>
        <dt className="text-muted-foreground">State</dt>
        <dd>{membership.stateText}</dd>
        {membership.startedAt && (
          <>
            <dt className="text-muted-foreground">Started</dt>
            <dd>{formatDay(membership.startedAt)}</dd>
          </>
        )}
        {membership.expiresAt && (
          <>
            <dt className="text-muted-foreground">{membership.state === "expired" ? "Expired" : "Expires"}</dt>
            <dd>{formatDay(membership.expiresAt)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

interface TiersPanelProps {
  /**
   * Where a choice leads: "always" to the dashboard (the last step of sign-up), "first" only when
   * the user had no membership before (/tiers), "never" (the studio's and the dashboard's tabs).
   */
  land?: "always" | "first" | "never";
}

/** The tiers with their benefits for the viewer's role, the membership, and one action per tier. */
export function TiersPanel({ land = "never" }: TiersPanelProps) {
  const { user } = useViewer();
  const membership = useMembership();
  const choose = useChooseTier({ land, hadMembership: (membership.data?.state ?? "none") !== "none" });
  const roles = benefitRolesOf(user?.role ?? null);
  const runningTier = membership.data && membership.data.level !== "none" ? membership.data.tier : null;

  if (membership.isPending) return <Skeleton aria-label="Loading your membership" className="h-72 w-full" />;
  if (membership.isError) {
    return (
      <p role="alert" className="text-destructive">
        {membership.error.message}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <MembershipSummary membership={membership.data} />
      <ul aria-label="Tiers" className="grid gap-4 sm:grid-cols-3">
        {TIERS.map((tier) => (
          <li key={tier.id}>
            <TierCard
              tier={tier}
              option={membership.data.options.find((option) => option.tier === tier.id)}
              roles={roles}
              current={runningTier === tier.id}
              busy={choose.isPending}
              choosing={choose.isPending && choose.variables.tier === tier.id}
              onChoose={(option) => choose.mutate(option)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
