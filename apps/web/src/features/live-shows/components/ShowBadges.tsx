import { Mic } from "lucide-react";
import { OPEN_MIC_NIGHT, type LiveShow } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { ShowStatusBadge } from "./ShowStatusBadge";

/** A show's badges, on its card and its page alike: its status, and whether it is an open mic night. */
export function ShowBadges({ show }: { show: Pick<LiveShow, "displayStatus" | "openMic"> }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShowStatusBadge show={show} />
      {show.openMic && (
        <Badge variant="secondary">
          <Mic aria-hidden="true" />
          {OPEN_MIC_NIGHT}
        </Badge>
      )}
    </div>
  );
}
