import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatWbe3Exact, NO_REVENUE_YET, NO_STREAMS_YET, STATS_LOAD_FAILED, STATS_TITLE, type ArtistStats } from "@wbe3/domain";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { PATHS } from "@/config/paths";
import { useArtistStats } from "../api/get-artist-stats";
import { monthText, wbe3 } from "../format";

/** One figure, with a link to its detail page (named for what it shows, so a list of links reads well). */
function Figure({
  label,
  value,
  detail,
  children,
}: {
  label: string;
  value: string;
  detail: { to: string; text: string };
  children?: ReactNode;
}) {
  return (
    // A dl may group each term with its descriptions in a plain div (and in nothing else).
    <div className="grid content-start gap-2 rounded-lg border border-border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {children && <dd className="text-sm">{children}</dd>}
      <dd className="text-sm">
        <Link to={detail.to} className="font-medium text-link underline-offset-4 hover:underline">
          {detail.text}
        </Link>
      </dd>
    </div>
  );
}

function DetailList({ label, rows, empty }: { label: string; rows: { key: string; name: string; value: string }[]; empty: string }) {
  if (rows.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul aria-label={label} className="grid gap-1">
      {rows.map((row) => (
        <li key={row.key} className="flex justify-between gap-3">
          <span className="truncate">{row.name}</span>
          <span className="tabular-nums text-muted-foreground">{row.value}</span>
        </li>
      ))}
    </ul>
  );
}

function Figures({ stats }: { stats: ArtistStats }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Figure
        label="Followers"
        value={stats.followers.toLocaleString("en-US")}
        detail={{ to: PATHS.artistDashboardFollowers, text: "See your followers" }}
      />
      <Figure
        label="Streams"
        value={stats.streams.toLocaleString("en-US")}
        detail={{ to: PATHS.artistDashboardStreams, text: "See streams per track" }}
      >
        <DetailList
          label="Streams per track"
          empty={NO_STREAMS_YET}
          rows={stats.tracks
            .filter((track) => track.streams > 0)
            .map((track) => ({ key: track.uploadId, name: track.title, value: track.streams.toLocaleString("en-US") }))}
        />
      </Figure>
      <Figure
        label="Revenue"
        value={`${formatWbe3Exact(stats.revenue)} WBE3`}
        detail={{ to: PATHS.artistDashboardRevenue, text: "See revenue by source" }}
      >
        <DetailList
          label="Revenue by month"
          empty={NO_REVENUE_YET}
          rows={stats.revenueByMonth.map((month) => ({ key: month.month, name: monthText(month.month), value: wbe3(month.amount) }))}
        />
      </Figure>
    </dl>
  );
}

/** Followers, streams and WBE3 revenue computed by the server from its records, refreshed every 30 s. */
export function StatsCard() {
  const stats = useArtistStats();
  return (
    <Card className="mt-8 p-6">
      <section aria-labelledby="stats-heading" className="grid gap-4">
        <h2 id="stats-heading" className="text-xl font-semibold">
          {STATS_TITLE}
        </h2>
        {stats.isPending && <Skeleton className="h-32 w-full" />}
        {stats.isError && (
          <p role="alert" className="text-destructive">
            {STATS_LOAD_FAILED}
          </p>
        )}
        {stats.data && <Figures stats={stats.data} />}
      </section>
    </Card>
  );
}
