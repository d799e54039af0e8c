import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** Rounding is the caller's, so the placeholder matches the shape it stands in for. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse bg-muted", className)} {...props} />;
}
