import { useId } from "react";
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { cn } from "@/lib/cn";

// Theme tokens, so series follow light and dark mode like the rest of the UI.
const PALETTE = ["var(--primary-strong)", "var(--link)", "var(--success)", "var(--muted-foreground)"] as const;

export interface ChartSeries<T> {
  key: keyof T & string;
  label: string;
  color?: string;
}

type ChartRow = Record<string, string | number | null>;

export interface ChartProps<T extends ChartRow> {
  /** The figure's caption and accessible name. */
  title: string;
  description?: string;
  data: readonly T[];
  /** The category axis (dates, months, names). */
  x: { key: keyof T & string; label: string };
  series: readonly ChartSeries<T>[];
  kind?: "line" | "bar" | "area";
  height?: number;
  formatValue?: (value: number) => string;
  className?: string;
}

const plain = (value: number): string => value.toLocaleString("en-US");

function numeric(value: unknown): number | null {
  return typeof value === "number" ? value : null;
}

/**
 * The one way to draw a chart. The SVG is hidden from assistive tech, which gets the same
 * numbers as a table instead: recharts' own keyboard layer reads one point at a time and says
 * nothing about what the axes mean. Import it only from lazily loaded pages: recharts is large.
 */
export function Chart<T extends ChartRow>({
  title,
  description,
  data,
  x,
  series,
  kind = "line",
  height = 240,
  formatValue = plain,
  className,
}: ChartProps<T>) {
  // Recharts is typed by its own row type; our props already tie the keys to T.
  const rows: ChartRow[] = [...data];
  const id = useId();
  const xKey: string = x.key;
  const keyOf = (each: ChartSeries<T>): string => each.key;
  const colorOf = (index: number, color?: string) => color ?? PALETTE[index % PALETTE.length];
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
      <XAxis dataKey={xKey} stroke="var(--muted-foreground)" fontSize={12} />
      <YAxis stroke="var(--muted-foreground)" fontSize={12} tickFormatter={(value: number) => formatValue(value)} width="auto" />
      <Tooltip
        formatter={(value) => (typeof value === "number" ? formatValue(value) : String(value))}
        contentStyle={{ background: "var(--background)", borderColor: "var(--border)", color: "var(--foreground)" }}
      />
    </>
  );
  const chartProps = { data: rows, responsive: true, accessibilityLayer: false, style: { width: "100%", height } };
  const visual =
    kind === "bar" ? (
      <BarChart {...chartProps}>
        {axes}
        {series.map((each, index) => (
          <Bar key={each.key} dataKey={keyOf(each)} name={each.label} fill={colorOf(index, each.color)} isAnimationActive={false} />
        ))}
      </BarChart>
    ) : kind === "area" ? (
      <AreaChart {...chartProps}>
        {axes}
        {series.map((each, index) => (
          <Area
            key={each.key}
            dataKey={keyOf(each)}
            name={each.label}
            stroke={colorOf(index, each.color)}
            fill={colorOf(index, each.color)}
            fillOpacity={0.2}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    ) : (
      <LineChart {...chartProps}>
        {axes}
        {series.map((each, index) => (
          <Line
            key={each.key}
            dataKey={keyOf(each)}
            name={each.label}
            stroke={colorOf(index, each.color)}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );

  return (
    // Named and described explicitly: not every screen reader takes a figure's name from its figcaption.
    <figure
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={cn("grid gap-2", className)}
    >
      <figcaption>
        <span id={`${id}-title`} className="font-semibold">
          {title}
        </span>
        {description && (
          <span id={`${id}-description`} className="block text-sm text-muted-foreground">
            {description}
          </span>
        )}
      </figcaption>
      <div aria-hidden="true">{visual}</div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{x.label}</th>
            {series.map((each) => (
              <th key={each.key} scope="col">
                {each.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{String(row[x.key] ?? "")}</th>
              {series.map((each) => {
                const value = numeric(row[each.key]);
                return <td key={each.key}>{value === null ? "—" : formatValue(value)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
