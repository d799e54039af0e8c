import { AreaPage } from "@/components/AreaPage";

export function DiscoverPage() {
  return (
    <AreaPage
      title="Discover Artists"
      description="Find verified artists on WBE3 and open their profiles, music catalogs and storefronts."
    />
  );
}
