import { useId } from "react";
import { benefitLines, formatWbe3, type Tier, type TierLevel, type TierOption } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/Card";

/** The roles whose benefits a card lists: the viewer's own, or both for an account that is both. */
export type BenefitRole = "artist" | "fan";

const ROLE_HEADINGS: Record<BenefitRole, string> = { artist: "For artists", fan: "For fans" };

export function priceText(tier: Tier): string {
  return tier.period === "trial" ? `${tier.days}-day free trial` : `${tier.priceWbe3} WBE3 per year`;
}

/** The card's one action, named after what it does now (start, renew, upgrade at the pro-rated price). */
export function actionLabel(tier: Tier, option: TierOption | undefined): string {
  if (tier.id === "trial") return "Start free trial";
  if (option?.change === "renew") return `Renew ${tier.label}`;
  if (option?.change === "upgrade") return `Upgrade to ${tier.label} — ${formatWbe3(option.amount)} WBE3`;
  return `Choose ${tier.label}`;
}

interface TierCardProps {
  tier: Tier;
  option: TierOption | undefined;
  roles: readonly BenefitRole[];
  /** This tier is the membership running now. */
  current: boolean;
  /** A choice is on its way (this one or another): one at a time. */
  busy: boolean;
  /** This card's choice is the one on its way. */
  choosing: boolean;
  onChoose: (option: TierOption) => void;
}

export function TierCard({ tier, option, roles, current, busy, choosing, onChoose }: TierCardProps) {
  const titleId = useId();
  const reasonId = useId();
  const unavailable = option !== undefined && !option.available;
  return (
    <Card aria-labelledby={titleId} role="group" className={current ? "flex h-full flex-col border-primary" : "flex h-full flex-col"}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center justify-between gap-2">
          {tier.label}
          {current && <Badge>Current</Badge>}
        </CardTitle>
        <CardDescription>{priceText(tier)}</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 gap-3">
        {roles.map((role) => (
          <div key={role} className="grid gap-1">
            {roles.length > 1 && <p className="text-sm font-medium">{ROLE_HEADINGS[role]}</p>}
            <ul aria-label={`${tier.label} benefits ${ROLE_HEADINGS[role].toLowerCase()}`} className="grid list-disc gap-1 pl-5 text-sm">
              {benefitLines(tier.id satisfies TierLevel, role).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </CardContent>
      <CardFooter className="grid justify-items-start gap-2">
        <Button
          onClick={() => option && onChoose(option)}
          disabled={!option || unavailable || busy}
          aria-busy={choosing}
          aria-describedby={unavailable ? reasonId : undefined}
        >
          {choosing ? "Working…" : actionLabel(tier, option)}
        </Button>
        {unavailable && (
          <p id={reasonId} className="text-sm text-muted-foreground">
            {option.reason}
          </p>
        )}
      </CardFooter>
    </Card>
  );
}
