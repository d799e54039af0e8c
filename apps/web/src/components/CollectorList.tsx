import type { Collectors } from "@wbe3/domain";
import { Link } from "react-router";
import { Badge } from "@/components/ui/Badge";
import { PATHS } from "@/config/paths";

function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/**
 * "Collected by": how many wallets collected, and the newest of them by artist username (a link to
 * their page) or, without one, by shortened address. Shared by a listing's details and the artist page.
 */
export function CollectorList({ collectors }: { collectors: Collectors }) {
  const { count, newest } = collectors;
  if (count === 0) return <p className="text-sm text-muted-foreground">No collectors yet.</p>;
  const more = count - newest.length;
  return (
    <div className="grid gap-1.5">
      <p className="text-sm text-muted-foreground">{count === 1 ? "1 collector" : `${count} collectors`}</p>
      <ul aria-label="Newest collectors" className="flex flex-wrap items-center gap-1.5">
        {newest.map((collector) => (
          <li key={collector.address}>
            {collector.username ? (
              <Link to={PATHS.artist(collector.username)} className="text-sm text-link underline-offset-4 hover:underline">
                @{collector.username}
              </Link>
            ) : (
              <Badge variant="outline" title={collector.address}>
                {shortAddress(collector.address)}
              </Badge>
            )}
          </li>
        ))}
        {more > 0 && <li className="text-sm text-muted-foreground">and {more} more</li>}
      </ul>
    </div>
  );
}
