import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/Button";

interface WrongNetworkAlertProps {
  message: string;
  switching: boolean;
  onSwitch: () => void;
}

/** SPEC 8's wrong-network message with its one way out. */
export function WrongNetworkAlert({ message, switching, onSwitch }: WrongNetworkAlertProps) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-destructive p-3 sm:flex-row sm:items-center">
      <p className="flex flex-1 items-start gap-2 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        {message}
      </p>
      <Button variant="outline" onClick={onSwitch} disabled={switching} aria-busy={switching}>
        {switching ? "Switching..." : "Switch network"}
      </Button>
    </div>
  );
}
