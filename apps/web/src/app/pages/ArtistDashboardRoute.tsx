import { ArtistDashboardPage } from "@/features/artist-dashboard/components/ArtistDashboardPage";

/**
 * The artist dashboard with each tab's content from its own feature (tiers, uploads, store,
 * publishing, marketplace); Social and the stats card belong to the dashboard itself.
 */
export function ArtistDashboardRoute() {
  return <ArtistDashboardPage tabs={{}} />;
}
