import { Check, Circle, X } from "lucide-react";
import type { RegistrationAnswer } from "@wbe3/domain";
import { cn } from "@/lib/cn";
import { when } from "../format";

interface TimelineProps {
  label: string;
  track: "anchor" | "filing";
  /** The statuses in order, the last being where this registration ended (anchored or failed, registered or refused). */
  steps: readonly { status: string; label: string }[];
  current: string;
  /** The bad ending, drawn as such. */
  failed?: string;
  entries: RegistrationAnswer["timeline"];
}

/** One track of a registration (its anchor, its filing): each step reached with when it was recorded, the current one marked. */
export function Timeline({ label, track, steps, current, failed, entries }: TimelineProps) {
  const reached = steps.findIndex((step) => step.status === current);
  return (
    <ol aria-label={label} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {steps.map((step, index) => {
        const done = index <= reached;
        const entry = entries.find((each) => each.track === track && each.status === step.status);
        const Icon = step.status === failed ? X : done ? Check : Circle;
        return (
          <li
            key={step.status}
            aria-current={index === reached ? "step" : undefined}
            className={cn(
              "inline-flex items-center gap-1",
              done ? "text-foreground" : "text-muted-foreground",
              index === reached && "font-semibold",
            )}
          >
            <Icon aria-hidden="true" className={cn("size-4", step.status === failed && "text-destructive")} />
            {step.label}
            {entry && done && <span className="font-normal text-muted-foreground">({when(entry.at)})</span>}
            {!done && <span className="sr-only">(not yet)</span>}
          </li>
        );
      })}
    </ol>
  );
}
