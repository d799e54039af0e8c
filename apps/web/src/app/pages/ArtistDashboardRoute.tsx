import { ArtistDashboardPage } from "@/features/artist-dashboard/components/ArtistDashboardPage";
import { LinkWalletNotice } from "@/features/auth/components/LinkWalletNotice";
import { PublishingTab } from "@/features/publishing/components/PublishingTab";
import { StoreTab } from "@/features/store/components/StoreTab";
import { ProfileSetupForm } from "@/features/studio/components/ProfileSetupForm";
import { TiersPanel } from "@/features/tiers/components/TiersPanel";

/**
 * The artist dashboard with each tab's content from its own feature (tiers, uploads, store,
 * publishing, marketplace); Social and the stats card belong to the dashboard itself.
 */
export function ArtistDashboardRoute() {
  return (
    <ArtistDashboardPage
      tabs={{ tiers: <TiersPanel />, store: <StoreTab />, publishing: <PublishingTab /> }}
      notice={<LinkWalletNotice />}
      profileSetup={<ProfileSetupForm profile={null} />}
    />
  );
}
