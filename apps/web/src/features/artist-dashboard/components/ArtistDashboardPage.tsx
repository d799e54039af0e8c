import type { ReactNode } from "react";
import { Copyright, Sparkles, Upload } from "lucide-react";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { useTabParam } from "@/hooks/use-tab-param";
import { PATHS } from "@/config/paths";
import { useOwnArtistProfile } from "../api/social-links";
import { MarketplaceTab } from "./MarketplaceTab";
import { ProfileFirst } from "./ProfileFirst";
import { SocialLinksForm } from "./SocialLinksForm";
import { StatsCard } from "./StatsCard";
import { UploadsTab } from "./UploadsTab";

/** Social links belong to the artist record, so the tab asks for the profile first (ProfileFirst). */
function SocialLinksSection() {
  const profile = useOwnArtistProfile();
  return (
    <Card className="grid gap-4 p-6">
      <section aria-labelledby="social-links-heading" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="social-links-heading" className="text-xl font-semibold">
            Social links
          </h2>
          <p className="text-sm text-muted-foreground">Shown as icons on your artist page and your embeddable card.</p>
        </div>
        {profile.data?.profile && <SocialLinksForm links={profile.data.profile.socialLinks} />}
      </section>
    </Card>
  );
}

const DASHBOARD_TABS = ["tiers", "uploads", "social", "store", "publishing", "marketplace"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const TAB_LABELS: Record<DashboardTab, string> = {
  tiers: "Tiers",
  uploads: "Uploads",
  social: "Social",
  store: "Store",
  publishing: "Publishing",
  marketplace: "Marketplace",
};

/** SPEC 2 quick actions: each opens the studio on its tab. */
const QUICK_ACTIONS = [
  { label: "Upload Music", to: `${PATHS.artistStudio}?tab=upload`, icon: Upload },
  { label: "Create NFT", to: `${PATHS.artistStudio}?tab=mint`, icon: Sparkles },
  { label: "Copyright", to: `${PATHS.artistStudio}?tab=copyright`, icon: Copyright },
] as const;

interface ArtistDashboardPageProps {
  /** Each tab's content from other features, composed in by the app (features do not import each other). */
  tabs?: Partial<Record<DashboardTab, ReactNode>>;
  /** Shown above the tabs for an account without a wallet (the "Link wallet" action). */
  notice?: ReactNode;
  /** The artist profile form, offered in place on the tabs that need a profile. */
  profileSetup?: ReactNode;
}

export function ArtistDashboardPage({ tabs = {}, notice = null, profileSetup = null }: ArtistDashboardPageProps) {
  const [tab, setTab] = useTabParam(DASHBOARD_TABS, "tiers");
  const content: Record<DashboardTab, ReactNode> = {
    tiers: tabs.tiers ?? null,
    uploads: tabs.uploads ?? <UploadsTab />,
    social: (
      <ProfileFirst what="Social links" setup={profileSetup}>
        <SocialLinksSection />
      </ProfileFirst>
    ),
    store: (
      <ProfileFirst what="Products" setup={profileSetup}>
        {tabs.store ?? null}
      </ProfileFirst>
    ),
    publishing: (
      <ProfileFirst what="Books" setup={profileSetup}>
        {tabs.publishing ?? null}
      </ProfileFirst>
    ),
    marketplace: tabs.marketplace ?? <MarketplaceTab />,
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Artist Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Your membership, works, links, store and books, with figures computed from your data.</p>
      {notice}
      <nav aria-label="Quick actions" className="mt-6 flex flex-wrap gap-3">
        {QUICK_ACTIONS.map(({ label, to, icon: Icon }) => (
          <ButtonLink key={label} to={to} variant="outline">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </ButtonLink>
        ))}
      </nav>
      <StatsCard />
      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        <TabsList aria-label="Artist dashboard">
          {DASHBOARD_TABS.map((each) => (
            <TabsTrigger key={each} value={each}>
              {TAB_LABELS[each]}
            </TabsTrigger>
          ))}
        </TabsList>
        {DASHBOARD_TABS.map((each) => (
          <TabsContent key={each} value={each} className="grid gap-6">
            {content[each]}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
