import { AreaPage } from "@/components/AreaPage";

export function FanDashboardPage() {
  return (
    <AreaPage
      title="Fan Dashboard"
      description="Discover, Market, Vault, Wallet and Swap: browse artists, keep a cart, collect items in your vault and see your wallet."
    />
  );
}
