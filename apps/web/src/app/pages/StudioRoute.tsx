import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/Skeleton";
import { LinkWalletNotice } from "@/features/auth/components/LinkWalletNotice";
import { StudioPage } from "@/features/studio/components/StudioPage";
import { TiersPanel } from "@/features/tiers/components/TiersPanel";
import { VaultSection } from "@/features/vault/components/VaultSection";
import { WalletCard } from "@/features/wallet/components/WalletCard";

// Loaded when the Copyright tab first opens (an inactive tab's content is not rendered).
const CopyrightCenter = lazy(() => import("@/features/copyright/components/pages").then((m) => ({ default: m.CopyrightCenter })));

/** The studio with the artist's own vault under the Mint tab, the wallet card with the tiers, and the Copyright Protection Center. */
export function StudioRoute() {
  return (
    <StudioPage
      vault={<VaultSection title="My vault" />}
      wallet={<WalletCard />}
      tiers={<TiersPanel />}
      notice={<LinkWalletNotice />}
      copyright={
        <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>
          <CopyrightCenter />
        </Suspense>
      }
    />
  );
}
