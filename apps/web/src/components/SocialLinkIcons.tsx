import type { ReactNode } from "react";
import { isSocialLinkOf, SOCIAL_NETWORK_INFO, SOCIAL_NETWORKS, type ArtistSocialLinks, type SocialNetwork } from "@wbe3/domain";

/** Our own simple line marks for each network (lucide has no brand icons), drawn like lucide's. */
const NETWORK_MARKS: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  facebook: <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v3h2v8h3v-8h3l1-3h-4V7a1 1 0 0 1 1-1h2z" />,
  tiktok: (
    <>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3a5 5 0 0 0 5 5" />
    </>
  ),
};

/**
 * The artist's social links as icon links, each named by its network; nothing when none is set.
 * Links are checked again here so a record saved before the rule existed never yields an unsafe href.
 */
export function SocialLinkIcons({ links }: { links: ArtistSocialLinks }) {
  const present = SOCIAL_NETWORKS.flatMap((network) => {
    const href = links[network];
    return href && isSocialLinkOf(network, href) ? [{ network, href }] : [];
  });
  if (present.length === 0) return null;
  return (
    <ul aria-label="Social links" className="flex flex-wrap items-center gap-2">
      {present.map(({ network, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-9 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-4"
            >
              {NETWORK_MARKS[network]}
            </svg>
            <span className="sr-only">
              {SOCIAL_NETWORK_INFO[network].label}
              {" (opens in a new tab)"}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
