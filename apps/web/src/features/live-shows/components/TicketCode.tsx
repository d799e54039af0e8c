import { useMemo, useState } from "react";
import { QrCode } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { qrSvgPath } from "@/lib/qr-svg-path";
import { useTicketCode } from "../hooks/use-ticket-code";

function CodeQr({ code }: { code: string }) {
  const { size, path } = useMemo(() => qrSvgPath(code), [code]);
  return (
    <svg
      role="img"
      aria-label="Your ticket's QR code"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-64 rounded-md bg-white"
      data-check-in-code={code}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * The holder's ticket at the door: a QR code (and its text, to paste) that the wallet signs
 * afresh every 30 seconds while it is shown, with the seconds until the next one. The door
 * lets the wallet's code in once per ticket it holds (`units`).
 */
export function TicketCode({ showId, tokenId, units }: { showId: string; tokenId: string; units: number }) {
  const [on, setOn] = useState(false);
  const ticket = useTicketCode({ showId, tokenId, on });
  const [copied, setCopied] = useState(false);

  return (
    <section aria-labelledby="my-ticket" className="grid justify-items-start gap-3 rounded-xl border border-border p-4">
      <h2 id="my-ticket" className="text-lg font-semibold">
        Your tickets: {units}
      </h2>
      <Button variant={on ? "outline" : "primary"} onClick={() => setOn(!on)}>
        <QrCode aria-hidden="true" />
        {on ? "Hide my ticket" : "Show my ticket"}
      </Button>
      {on && ticket.code && (
        <div className="grid justify-items-start gap-2">
          <CodeQr code={ticket.code} />
          <p aria-live="off" className="text-sm">
            New code in <span data-testid="ticket-countdown">{ticket.secondsLeft}</span> s
          </p>
          <label className="grid gap-1 text-sm font-medium">
            Ticket code
            <textarea
              readOnly
              rows={3}
              value={ticket.code}
              className="w-full max-w-md rounded-md border border-input bg-background p-2 font-mono text-xs break-all"
            />
          </label>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              void navigator.clipboard.writeText(ticket.code ?? "").then(() => setCopied(true));
            }}
          >
            {copied ? "Copied" : "Copy code"}
          </Button>
        </div>
      )}
      {on && ticket.signing && !ticket.code && <p role="status">Asking your wallet to sign your ticket code…</p>}
      {ticket.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {ticket.error}
        </p>
      )}
    </section>
  );
}
