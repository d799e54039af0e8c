import { wrongNetwork } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";

interface NetworkPromptProps {
  chainName: string;
  chainId: number;
  switching: boolean;
  onSwitch: () => void;
}

/** SPEC 8's wrong-network message with the switch the wallet card offers. */
export function NetworkPrompt({ chainName, chainId, switching, onSwitch }: NetworkPromptProps) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive p-3 text-sm">
      <span>{wrongNetwork(chainName, chainId)}</span>
      <Button size="sm" variant="outline" disabled={switching} onClick={onSwitch}>
        {switching ? "Switching…" : "Switch network"}
      </Button>
    </div>
  );
}
