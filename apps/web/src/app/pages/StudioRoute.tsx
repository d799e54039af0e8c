import { LinkWalletNotice } from "@/features/auth/components/LinkWalletNotice";
import { StudioPage } from "@/features/studio/components/StudioPage";
import { TiersPanel } from "@/features/tiers/components/TiersPanel";
import { VaultSection } from "@/features/vault/components/VaultSection";
import { WalletCard } from "@/features/wallet/components/WalletCard";

/** The studio with the artist's own vault under the Mint tab and the wallet card with the tiers. */
export function StudioRoute() {
  return (
    <StudioPage vault={<VaultSection title="My vault" />} wallet={<WalletCard />} tiers={<TiersPanel />} notice={<LinkWalletNotice />} />
  );
}
