import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { axeViolations } from "@/test/axe";
import { Chart } from "./Chart";

const STREAMS = [
  { month: "Jan", streams: 1200, buyers: 4 },
  { month: "Feb", streams: 3400, buyers: null },
];

describe("Chart", () => {
  for (const kind of ["line", "bar", "area"] as const) {
    it(`draws a ${kind} chart hidden from assistive tech, which reads the same numbers as a table`, async () => {
      const { container } = render(
        <Chart
          kind={kind}
          title="Streams per month"
          description="Last two months"
          data={STREAMS}
          x={{ key: "month", label: "Month" }}
          series={[
            { key: "streams", label: "Streams" },
            { key: "buyers", label: "Buyers" },
          ]}
        />,
      );
      const figure = screen.getByRole("figure", { name: "Streams per month" });
      expect(figure).toHaveAccessibleDescription("Last two months");
      const table = within(figure).getByRole("table", { name: "Streams per month" });
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((cell) => cell.textContent),
      ).toEqual(["Month", "Streams", "Buyers"]);
      const rows = within(table).getAllByRole("row").slice(1);
      expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
        ["Jan", "1,200", "4"],
        ["Feb", "3,400", "—"],
      ]);
      expect(container.querySelector(".recharts-wrapper")?.closest("[aria-hidden='true']")).not.toBeNull();
      expect(await axeViolations()).toEqual([]);
    });
  }
});
