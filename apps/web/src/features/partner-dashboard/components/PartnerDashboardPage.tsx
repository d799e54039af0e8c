import { AreaPage } from "@/components/AreaPage";
import { PartnerSales } from "./PartnerSales";

export function PartnerDashboardPage() {
  return (
    <AreaPage
      title="Partner Dashboard"
      description="Business services for real estate, automobiles and jewelry, and the size of the partner network."
    >
      <PartnerSales />
    </AreaPage>
  );
}
