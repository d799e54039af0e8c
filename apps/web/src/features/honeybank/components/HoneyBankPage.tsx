import { AreaPage } from "@/components/AreaPage";

export function HoneyBankPage() {
  return (
    <AreaPage
      title="HoneyBank"
      description="Virtual Card, HoneyBank (Wallet, Exchange, Jewelry, Security) and Analytics: trade precious metals and jewelry, and spend with a virtual card."
    />
  );
}
