import { z } from "zod";
import { wellFormedText } from "../shared/text.ts";

/** The networks an artist may link (SPEC 3 artist record `social_links`). */
export const SOCIAL_NETWORKS = ["instagram", "youtube", "facebook", "tiktok"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's name as people read it and the hosts its links live on (a "www." prefix is accepted too). */
export const SOCIAL_NETWORK_INFO: Record<SocialNetwork, { label: string; hosts: readonly string[] }> = {
  instagram: { label: "Instagram", hosts: ["instagram.com"] },
  youtube: { label: "YouTube", hosts: ["youtube.com", "youtu.be"] },
  facebook: { label: "Facebook", hosts: ["facebook.com", "fb.com"] },
  tiktok: { label: "TikTok", hosts: ["tiktok.com"] },
};

const MAX_LINK_LENGTH = 300;

export const socialLinkRule = (network: SocialNetwork): string => {
  const { label, hosts } = SOCIAL_NETWORK_INFO[network];
  return `${label} link: an https:// address on ${hosts.join(" or ")}.`;
};

/** True for an https URL without credentials whose host is one of the network's (with or without "www."). */
export function isSocialLinkOf(network: SocialNetwork, value: string): boolean {
  const url = parseUrl(value);
  if (!url || url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.port !== "") return false;
  const host = url.hostname.replace(/^www\./, "");
  return SOCIAL_NETWORK_INFO[network].hosts.includes(host);
}

/** The URL, or null for text that is not one (the constructor says so only by throwing). */
function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** One network's field: empty means "no link"; anything else must be a link on that network. */
function socialLinkField(network: SocialNetwork) {
  const rule = socialLinkRule(network);
  return z
    .string()
    .refine(...wellFormedText(SOCIAL_NETWORK_INFO[network].label))
    .trim()
    .max(MAX_LINK_LENGTH, rule)
    .refine((value) => value === "" || isSocialLinkOf(network, value), rule)
    .transform((value) => (value === "" ? undefined : value))
    .optional();
}

/** `PUT /api/artist/social-links` and the dashboard's Social links form. */
export const socialLinksSchema = z.object({
  instagram: socialLinkField("instagram"),
  youtube: socialLinkField("youtube"),
  facebook: socialLinkField("facebook"),
  tiktok: socialLinkField("tiktok"),
});
export type SocialLinksInput = z.input<typeof socialLinksSchema>;
