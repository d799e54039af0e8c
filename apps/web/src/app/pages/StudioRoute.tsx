import { StudioPage } from "@/features/studio/components/StudioPage";
import { VaultSection } from "@/features/vault/components/VaultSection";

/** The studio with the artist's own vault under the Mint tab. */
export function StudioRoute() {
  return <StudioPage vault={<VaultSection title="My vault" />} />;
}
