import type { ComponentProps } from "react";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { cn } from "@/lib/cn";
import type { SortState } from "./use-table-sort";

/** Scrolls sideways inside its own box on narrow screens instead of widening the page. */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="w-full overflow-x-auto">
      <table className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("mt-3 text-sm text-muted-foreground", className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("border-b border-border", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("border-b border-border hover:bg-muted/50", className)} {...props} />;
}

export function TableHead({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return <th scope={scope} className={cn("h-10 px-3 text-left align-middle font-medium text-muted-foreground", className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-3 py-2 align-middle", className)} {...props} />;
}

type SortableTableHeadProps<K extends string> = Omit<ComponentProps<"th">, "onClick"> & {
  column: K;
  sort: SortState<K> | null;
  onSort: (column: K) => void;
};

/**
 * A column header whose button sorts by it. The order is announced through aria-sort on the
 * header (set only on the sorted column, as ARIA asks), so the button's name stays the label.
 */
export function SortableTableHead<K extends string>({ column, sort, onSort, children, className, ...props }: SortableTableHeadProps<K>) {
  const direction = sort?.column === column ? sort.direction : null;
  const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ChevronsUpDown;
  return (
    <TableHead aria-sort={direction ?? undefined} className={cn("px-1", className)} {...props}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex min-h-8 items-center gap-1 rounded-md px-2 font-medium hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {children}
        <Icon aria-hidden="true" className={cn("size-3.5", direction ? "opacity-100" : "opacity-50")} />
      </button>
    </TableHead>
  );
}
