import { Check } from "lucide-react";
import { cn } from "@/lib/cn";

export const REGISTER_STEPS = ["Account", "Connect wallet", "Choose tier"] as const;

/** Where the user is in sign-up (SPEC 4: account → wallet → tier); `current` counts from 1. */
export function RegisterStepper({ current }: { current: number }) {
  return (
    <ol aria-label="Sign-up steps" className="flex flex-col gap-3 sm:flex-row sm:gap-6">
      {REGISTER_STEPS.map((label, index) => {
        const step = index + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li key={label} aria-current={active ? "step" : undefined} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className={cn(
                "inline-flex size-7 items-center justify-center rounded-full border-2 font-semibold",
                done && "border-primary-strong bg-primary-strong text-background",
                active && "border-primary-strong text-foreground",
                !done && !active && "border-border text-muted-foreground",
              )}
            >
              {done ? <Check className="size-4" /> : step}
            </span>
            <span className={cn(active ? "font-semibold" : "text-muted-foreground")}>
              {label}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
