import { ArtistsGrid } from "@/features/discover/components/ArtistsGrid";
import { FanDashboardPage } from "@/features/fan-dashboard/components/FanDashboardPage";
import { MembershipLine } from "@/features/tiers/components/MembershipLine";
import { VaultSection } from "@/features/vault/components/VaultSection";
import { WalletCard } from "@/features/wallet/components/WalletCard";
import { MarketplaceRoute } from "./MarketplaceRoute";

/** The fan dashboard with the artists, the marketplace (with the cart), the vault and the wallet inline in its tabs. */
export function FanDashboardRoute() {
  return (
    <FanDashboardPage
      discover={<ArtistsGrid />}
      market={<MarketplaceRoute embedded />}
      vault={<VaultSection />}
      wallet={<WalletCard />}
      membership={<MembershipLine />}
    />
  );
}
