import { LIVE_SHOW_STATUS_LABELS, LIVE_SHOW_STATUSES, OPEN_MIC_NIGHT, type LiveShowStatus } from "@wbe3/domain";
import type { ShowFilters } from "../api/shows";

const CHIP =
  "inline-flex min-h-9 items-center rounded-full border border-border px-4 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:border-transparent aria-pressed:bg-primary aria-pressed:text-primary-foreground";

interface ShowFilterBarProps {
  filters: ShowFilters;
  onStatus: (status: LiveShowStatus | null) => void;
  onOpenMic: (openMic: boolean) => void;
}

/** Toggle buttons (aria-pressed): one status at a time, or all; Open Mic Night on or off. */
export function ShowFilterBar({ filters, onStatus, onOpenMic }: ShowFilterBarProps) {
  const statuses: (LiveShowStatus | null)[] = [null, ...LIVE_SHOW_STATUSES];
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
        {statuses.map((status) => (
          <button
            key={status ?? "all"}
            type="button"
            aria-pressed={filters.status === status}
            onClick={() => onStatus(status)}
            className={CHIP}
          >
            {status === null ? "All" : LIVE_SHOW_STATUS_LABELS[status]}
          </button>
        ))}
      </div>
      <button type="button" aria-pressed={filters.openMic} onClick={() => onOpenMic(!filters.openMic)} className={CHIP}>
        {OPEN_MIC_NIGHT} only
      </button>
    </div>
  );
}
