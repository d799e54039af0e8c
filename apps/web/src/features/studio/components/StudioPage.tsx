import { AreaPage } from "@/components/AreaPage";

export function StudioPage() {
  return (
    <AreaPage
      title="Artist Studio"
      description="Tiers, Upload, Mint, Integrations and Copyright: upload your works, mint them as NFTs on Base and register their copyright."
    />
  );
}
