import { formatWbe3, revenueSourceLabel, type SellerRevenue } from "@wbe3/domain";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/Table";

const wbe3 = (baseUnits: string) => `${formatWbe3(baseUnits, 2)} WBE3`;

/** A seller's verified revenue by source (artist or partner), with the total as its caption. */
export function RevenueBySourceTable({ revenue }: { revenue: SellerRevenue }) {
  return (
    <Table>
      <TableCaption>{`${wbe3(revenue.total)} received in all`}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Source</TableHead>
          <TableHead className="text-right">Received</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {revenue.bySource.map((source) => (
          <TableRow key={source.source}>
            <TableCell>{revenueSourceLabel(source.source)}</TableCell>
            <TableCell className="text-right tabular-nums">{wbe3(source.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
