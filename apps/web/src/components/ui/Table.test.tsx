import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "@/test/axe";
import { SortableTableHead, Table, TableBody, TableCaption, TableCell, TableHeader, TableRow } from "./Table";
import { nextSort, sortRows, useTableSort, type SortAccessors } from "./use-table-sort";

interface Sale {
  title: string;
  price: number;
  soldAt: Date | null;
}
type Column = "title" | "price" | "soldAt";

const SALES: Sale[] = [
  { title: "Track 10", price: 5, soldAt: new Date("2026-02-01") },
  { title: "track 9", price: 12, soldAt: null },
  { title: "Anthem", price: 5, soldAt: new Date("2026-01-01") },
];
const ACCESSORS: SortAccessors<Sale, Column> = { title: (s) => s.title, price: (s) => s.price, soldAt: (s) => s.soldAt };

function SalesTable() {
  const { sorted, sort, toggle } = useTableSort(SALES, ACCESSORS);
  return (
    <Table>
      <TableCaption>Sales</TableCaption>
      <TableHeader>
        <TableRow>
          <SortableTableHead column="title" sort={sort} onSort={toggle}>
            Title
          </SortableTableHead>
          <SortableTableHead column="price" sort={sort} onSort={toggle}>
            Price
          </SortableTableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((sale) => (
          <TableRow key={sale.title}>
            <TableCell>{sale.title}</TableCell>
            <TableCell>{sale.price}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const titles = () =>
  within(screen.getAllByRole("rowgroup")[1] as HTMLElement)
    .getAllByRole("row")
    .map((row) => row.firstChild?.textContent);

describe("sortable table", () => {
  it("sorts by a column when its header button is pressed, and says so with aria-sort", async () => {
    const user = userEvent.setup();
    render(<SalesTable />);
    expect(screen.getByRole("table", { name: "Sales" })).toBeInTheDocument();
    const title = screen.getByRole("columnheader", { name: "Title" });
    const price = screen.getByRole("columnheader", { name: "Price" });
    expect(title).not.toHaveAttribute("aria-sort");
    expect(await axeViolations()).toEqual([]);

    await user.click(within(title).getByRole("button", { name: "Title" }));
    expect(title).toHaveAttribute("aria-sort", "ascending");
    expect(titles()).toEqual(["Anthem", "track 9", "Track 10"]);

    await user.keyboard("{Enter}");
    expect(title).toHaveAttribute("aria-sort", "descending");
    expect(titles()).toEqual(["Track 10", "track 9", "Anthem"]);

    await user.tab();
    await user.keyboard(" ");
    expect(price).toHaveAttribute("aria-sort", "ascending");
    expect(title).not.toHaveAttribute("aria-sort");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("sortRows", () => {
  it("keeps equal rows in their order and puts missing values last in both directions", () => {
    expect(sortRows(SALES, ACCESSORS, { column: "price", direction: "ascending" }).map((s) => s.title)).toEqual([
      "Track 10",
      "Anthem",
      "track 9",
    ]);
    expect(sortRows(SALES, ACCESSORS, { column: "soldAt", direction: "ascending" }).map((s) => s.title)).toEqual([
      "Anthem",
      "Track 10",
      "track 9",
    ]);
    expect(sortRows(SALES, ACCESSORS, { column: "soldAt", direction: "descending" }).map((s) => s.title)).toEqual([
      "Track 10",
      "Anthem",
      "track 9",
    ]);
    expect(sortRows(SALES, ACCESSORS, null)).toEqual(SALES);
  });

  it("starts a new column ascending and flips the current one", () => {
    expect(nextSort<Column>(null, "price")).toEqual({ column: "price", direction: "ascending" });
    expect(nextSort<Column>({ column: "price", direction: "ascending" }, "price")).toEqual({ column: "price", direction: "descending" });
    expect(nextSort<Column>({ column: "price", direction: "descending" }, "title")).toEqual({ column: "title", direction: "ascending" });
  });
});
