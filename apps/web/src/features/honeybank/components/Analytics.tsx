import { lazy, Suspense } from "react";
import { ASSET_LABELS, ASSET_SCALE, formatAssetAmount, type AnalyticsAnswer, type LedgerAsset } from "@wbe3/domain";
import { Skeleton } from "@/components/ui/Skeleton";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/Table";
import { useAnalytics } from "../api/wallet";

// recharts is large: loaded only once there is something to draw.
const Chart = lazy(() => import("@/components/ui/Chart").then((m) => ({ default: m.Chart })));

const KIND_LABELS: Record<string, string> = {
  sandbox_issuance: "Sandbox issuance",
  deposit: "Deposits",
  withdrawal: "Withdrawals",
  exchange: "Exchange",
  metals: "Metals",
  fee: "Fees",
  card_authorization: "Card",
  card_reward: "Card rewards",
};

/** An amount as a chart number in the unit a person reads (WBE3, dollars, grams). */
const asNumber = (asset: LedgerAsset, units: bigint) => Number(units) / Number(ASSET_SCALE[asset]);

/** Each asset's balance at the end of each day with movements: the running sum of what came in and went out. */
function balanceRows(days: AnalyticsAnswer["days"], asset: LedgerAsset) {
  let balance = 0n;
  return days
    .filter((day) => day.asset === asset)
    .map((day) => {
      balance += BigInt(day.in) - BigInt(day.out);
      return { day: day.day, balance: asNumber(asset, balance) };
    });
}

/** Analytics: balances over time, money in and out by kind, and the fees paid — all read from the ledger. */
export function Analytics() {
  const analytics = useAnalytics();
  if (analytics.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (analytics.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {analytics.error.message}
      </p>
    );
  }
  const { days, byKind, fees } = analytics.data;
  const assets = [...new Set(days.map((day) => day.asset))];
  return (
    <div className="grid gap-6">
      <Suspense fallback={<Skeleton className="h-60 w-full" />}>
        {assets.map((asset) => (
          <Chart
            key={asset}
            title={`${ASSET_LABELS[asset]} balance`}
            description="At the end of each day with a movement (UTC)."
            data={balanceRows(days, asset)}
            x={{ key: "day", label: "Day" }}
            series={[{ key: "balance", label: ASSET_LABELS[asset] }]}
            kind="area"
            formatValue={(value) => formatAssetAmount(asset, BigInt(Math.round(value * Number(ASSET_SCALE[asset]))))}
          />
        ))}
      </Suspense>
      <Table>
        <TableCaption>In and out by kind</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Kind</TableHead>
            <TableHead>In</TableHead>
            <TableHead>Out</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {byKind.map((row) => (
            <TableRow key={`${row.kind}-${row.asset}`}>
              <TableCell>{KIND_LABELS[row.kind] ?? row.kind}</TableCell>
              <TableCell className="font-mono">{formatAssetAmount(row.asset, row.in)}</TableCell>
              <TableCell className="font-mono">{formatAssetAmount(row.asset, row.out)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm">
        Honey Drop fees paid: {fees.length === 0 ? "none yet" : fees.map((fee) => formatAssetAmount(fee.asset, fee.amount)).join(", ")}
      </p>
    </div>
  );
}
