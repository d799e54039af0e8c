import type { ComponentProps, ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

type EmptyStateProps = Omit<ComponentProps<"div">, "title"> & {
  /** One of the SPEC's empty-state texts from @wbe3/domain, e.g. NO_ITEMS_FOUND.title. */
  title: string;
  description?: string;
  icon?: LucideIcon;
  /** What the person can do next, e.g. a ButtonLink. */
  action?: ReactNode;
};

/**
 * "Nothing here yet" in place of a list. A status region, so a filter that empties the list is
 * announced without moving focus.
 */
export function EmptyState({ title, description, icon: Icon, action, className, ...props }: EmptyStateProps) {
  return (
    <div
      role="status"
      className={cn("flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-6 py-10 text-center", className)}
      {...props}
    >
      {Icon && <Icon aria-hidden="true" className="size-8 text-muted-foreground" />}
      <p className="font-semibold">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
