import { lazy, Suspense } from "react";
import { formatWbe3, NO_REVENUE_YET, REVENUE_LOAD_FAILED, REVENUE_TITLE, revenueSourceLabel, type SellerRevenue } from "@wbe3/domain";
import { Skeleton } from "@/components/ui/Skeleton";
import { RevenueBySourceTable } from "@/components/RevenueBySourceTable";
import { useSellerRevenue } from "../api/get-artist-details";
import { monthText } from "../format";
import { DetailPage } from "./DetailPage";

// recharts is large: loaded only once there is revenue to draw.
const Chart = lazy(() => import("@/components/ui/Chart").then((m) => ({ default: m.Chart })));

/** WBE3 as a chart number (two decimals are plenty for bars; the table keeps the exact text). */
const wbe3Number = (baseUnits: string) => Number(formatWbe3(baseUnits, 2).replace(/,/g, ""));

function RevenueChart({ revenue }: { revenue: SellerRevenue }) {
  const rows = revenue.months.map((month) => {
    const row: Record<string, string | number> = { month: monthText(month.month) };
    for (const source of revenue.bySource) row[source.source] = 0;
    for (const part of month.bySource) row[part.source] = wbe3Number(part.amount);
    return row;
  });
  return (
    <Suspense fallback={<Skeleton className="h-60 w-full" />}>
      <Chart
        title="Revenue per month"
        description="WBE3 received each month (UTC), by source."
        kind="bar"
        data={rows}
        x={{ key: "month", label: "Month" }}
        series={revenue.bySource.map((source) => ({ key: source.source, label: revenueSourceLabel(source.source) }))}
        formatValue={(value) => `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })} WBE3`}
      />
    </Suspense>
  );
}

/** The stats card's revenue by source and by month: WBE3 actually received, from verified payouts. */
export function RevenuePage() {
  const revenue = useSellerRevenue();
  return (
    <DetailPage
      title={REVENUE_TITLE}
      description="WBE3 received from sales, royalties, splits, tickets and store orders, read from verified payments."
    >
      {revenue.isPending && <Skeleton className="h-60 w-full" />}
      {revenue.isError && (
        <p role="alert" className="text-destructive">
          {REVENUE_LOAD_FAILED}
        </p>
      )}
      {revenue.data && revenue.data.bySource.length === 0 && <p className="text-muted-foreground">{NO_REVENUE_YET}</p>}
      {revenue.data && revenue.data.bySource.length > 0 && (
        <>
          <RevenueBySourceTable revenue={revenue.data} />
          <RevenueChart revenue={revenue.data} />
        </>
      )}
    </DetailPage>
  );
}
