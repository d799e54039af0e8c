import { usePublicConfig } from "@/lib/config/get-public-config";
import { txPageUrl } from "../explorer";

/** A transaction hash: a link to the chain's explorer when the app has one (none on a local chain). */
export function TxHash({ hash }: { hash: string }) {
  const explorerUrl = usePublicConfig().data?.explorerUrl ?? null;
  const text = <code className="font-mono text-xs break-all">{hash}</code>;
  if (!explorerUrl) return text;
  return (
    <a
      href={txPageUrl(explorerUrl, hash)}
      target="_blank"
      rel="noopener noreferrer"
      className="text-link underline-offset-4 hover:underline"
    >
      {text}
      <span className="sr-only"> (opens the explorer in a new tab)</span>
    </a>
  );
}
