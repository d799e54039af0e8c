import { cn } from "@/lib/cn";

interface ProgressProps {
  /** 0–100. */
  value: number;
  label: string;
  className?: string;
}

/** A determinate progress bar announced with its label and percentage. */
export function Progress({ value, label, className }: ProgressProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
