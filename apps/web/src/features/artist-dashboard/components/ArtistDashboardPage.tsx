import { AreaPage } from "@/components/AreaPage";

export function ArtistDashboardPage() {
  return (
    <AreaPage
      title="Artist Dashboard"
      description="Tiers, Uploads, Social, Store, Publishing and Marketplace, with your followers, streams and revenue computed from your data."
    />
  );
}
