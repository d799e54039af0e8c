import { tierById } from "@wbe3/domain";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { PATHS } from "@/config/paths";
import { useMembership } from "../api/tiers";

/** One line for a dashboard: the membership's tier and precise state, with the way to /tiers. */
export function MembershipLine() {
  const membership = useMembership().data;
  if (!membership) return null;
  const label = membership.tier ? `${tierById(membership.tier).label}: ${membership.stateText}` : membership.stateText;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      <span>
        <span className="text-muted-foreground">Membership</span> {label}
      </span>
      <ButtonLink to={PATHS.tiers} variant="link" size="sm">
        {membership.level === "none" ? "Choose a tier" : "Manage tier"}
      </ButtonLink>
    </p>
  );
}
