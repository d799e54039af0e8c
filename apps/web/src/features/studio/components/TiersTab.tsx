import { TIERS, type SessionUser } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/Card";

function priceText(priceWbe3: number, period: "trial" | "year", days: number): string {
  return period === "trial" ? `Free for ${days} days` : `${priceWbe3} WBE3 / year`;
}

/** SPEC's artist tiers and the artist's current one; buying a tier arrives in a later release. */
export function TiersTab({ user }: { user: SessionUser | null }) {
  const current = user?.tier ?? null;
  return (
    <section aria-labelledby="tiers-heading" className="grid gap-4">
      <h2 id="tiers-heading" className="text-xl font-semibold">
        Artist tiers
      </h2>
      <p className="text-sm text-muted-foreground">
        Your current tier: <strong className="text-foreground">{TIERS.find((tier) => tier.id === current)?.label ?? "none yet"}</strong>.
        Buying or upgrading a tier with WBE3 arrives in an upcoming release; until then every studio feature here is open to you.
      </p>
      <ul className="grid gap-4 sm:grid-cols-3">
        {TIERS.map((tier) => (
          <li key={tier.id}>
            <Card className={tier.id === current ? "border-primary" : undefined}>
              <CardHeader>
                <CardTitle className="flex items-center justify-between gap-2">
                  {tier.label}
                  {tier.id === current && <Badge>Current</Badge>}
                </CardTitle>
                <CardDescription>{priceText(tier.priceWbe3, tier.period, tier.days)}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
