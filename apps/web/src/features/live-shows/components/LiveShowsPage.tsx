import { OPEN_MIC_NIGHT } from "@wbe3/domain";
import { AreaPage } from "@/components/AreaPage";

export function LiveShowsPage() {
  return (
    <AreaPage
      title="Live Shows"
      description={`Upcoming and live streams from WBE3 artists, including ${OPEN_MIC_NIGHT}. Artists can create shows and sell tickets minted on Base.`}
    />
  );
}
