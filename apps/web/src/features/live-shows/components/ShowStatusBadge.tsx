import type { LiveShow, LiveShowStatus } from "@wbe3/domain";
import { Badge, type BadgeProps } from "@/components/ui/Badge";
import { statusLabel } from "../format";

const VARIANT: Record<LiveShowStatus, BadgeProps["variant"]> = {
  upcoming: "outline",
  live: "default",
  ended: "muted",
  cancelled: "destructive",
};

/** SPEC 4: upcoming, live or ended (anything unknown reads as ended), or cancelled. */
export function ShowStatusBadge({ show, className }: { show: Pick<LiveShow, "displayStatus">; className?: string }) {
  return (
    <Badge variant={VARIANT[show.displayStatus]} className={className}>
      {show.displayStatus === "live" && <span aria-hidden="true" className="size-2 rounded-full bg-current" />}
      {statusLabel(show)}
    </Badge>
  );
}
