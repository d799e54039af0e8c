import { OPEN_MIC_NIGHT } from "@wbe3/domain";
import { PATHS } from "@/config/paths";

export const SUPPORT_EMAIL = "support@wbe3.example";

export interface FooterColumn {
  title: string;
  links: readonly { label: string; href: string }[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: "Platform",
    links: [
      { label: "Home", href: PATHS.home },
      { label: "Marketplace", href: PATHS.marketplace },
      { label: "Discover Artists", href: PATHS.discover },
      { label: "HoneyBank", href: PATHS.honeybank },
    ],
  },
  {
    title: "For Artists",
    links: [
      { label: "Artist Studio", href: PATHS.artistStudio },
      { label: "Artist Dashboard", href: PATHS.artistDashboard },
      { label: "Storefront", href: PATHS.artistStorefront },
      { label: "Mint NFTs", href: PATHS.mint },
    ],
  },
  {
    title: "For Fans",
    links: [
      { label: "Fan Dashboard", href: PATHS.fanDashboard },
      { label: "Live Shows", href: PATHS.liveShowsAlias },
      { label: OPEN_MIC_NIGHT, href: PATHS.liveShows },
      { label: "Membership Tiers", href: PATHS.tiers },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Create an account", href: PATHS.register },
      { label: "Contact us", href: `mailto:${SUPPORT_EMAIL}` },
    ],
  },
];
