import { TIERS, type Tier } from "@wbe3/domain";
import { AreaPage } from "@/components/AreaPage";

function priceText(tier: Tier): string {
  return tier.period === "trial" ? `${tier.days}-day free trial` : `${tier.priceWbe3} WBE3 per year`;
}

export function TiersPage() {
  return (
    <AreaPage title="Choose Your Tier" description="The last step of sign-up: pick the plan that fits you.">
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {TIERS.map((tier) => (
          <li key={tier.id} className="rounded-xl border border-border bg-card p-4">
            <p className="font-semibold">{tier.label}</p>
            <p className="text-sm text-muted-foreground">{priceText(tier)}</p>
          </li>
        ))}
      </ul>
    </AreaPage>
  );
}
