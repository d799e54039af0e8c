import { FanDashboardPage } from "@/features/fan-dashboard/components/FanDashboardPage";
import { VaultSection } from "@/features/vault/components/VaultSection";

export function FanDashboardRoute() {
  return <FanDashboardPage vault={<VaultSection />} />;
}
