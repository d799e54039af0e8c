import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { useTabParam } from "@/hooks/use-tab-param";
import { useViewer } from "@/lib/session/use-viewer";
import { useArtistProfile } from "../api/artist-profile";
import { useMintCart } from "../hooks/use-mint-cart";
import { isAdding } from "../mint-cart";
import { IntegrationsTab } from "./IntegrationsTab";
import { MintTab } from "./MintTab";
import { UploadTab } from "./UploadTab";

const STUDIO_TABS = ["tiers", "upload", "mint", "integrations", "copyright"] as const;

interface StudioPageProps {
  /** The artist's own vault, composed in by the app (features do not import each other). */
  vault?: ReactNode;
  /** The wallet card, shown with the tiers that are paid in WBE3; composed in by the app too. */
  wallet?: ReactNode;
  /** The membership and the tiers to choose (the tiers feature), composed in by the app. */
  tiers?: ReactNode;
  /** Shown above the tabs for an account without a wallet (the "Link wallet" action). */
  notice?: ReactNode;
  /** The Copyright tab (the copyright feature), composed in by the app and loaded when the tab opens. */
  copyright?: ReactNode;
}

export function StudioPage({ vault = null, wallet = null, tiers = null, notice = null, copyright = null }: StudioPageProps) {
  const { user } = useViewer();
  const cart = useMintCart();
  const profile = useArtistProfile().data?.profile ?? null;
  const [tab, setTab] = useTabParam(STUDIO_TABS, "upload");
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Artist Studio</h1>
      <p className="mt-2 text-muted-foreground">Upload your works, mint them as NFTs and share your artist card.</p>
      {notice}
      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        <TabsList aria-label="Studio">
          <TabsTrigger value="tiers">Tiers</TabsTrigger>
          <TabsTrigger value="upload">Upload</TabsTrigger>
          <TabsTrigger value="mint">Mint{cart.items.length > 0 ? ` (${cart.items.length})` : ""}</TabsTrigger>
          <TabsTrigger value="integrations">Integrations</TabsTrigger>
          <TabsTrigger value="copyright">Copyright</TabsTrigger>
        </TabsList>
        <TabsContent value="tiers" className="grid gap-8">
          {wallet}
          {tiers}
        </TabsContent>
        <TabsContent value="upload">
          <UploadTab onAdd={cart.add} adding={cart.items.filter(isAdding)} defaultName={user?.name ?? null} />
        </TabsContent>
        <TabsContent value="mint">
          <MintTab cart={cart} vault={vault} />
        </TabsContent>
        <TabsContent value="integrations">
          <IntegrationsTab walletAddress={user?.walletAddress ?? null} appleMusicArtistId={profile?.appleMusicArtistId ?? null} />
        </TabsContent>
        <TabsContent value="copyright">{copyright}</TabsContent>
      </Tabs>
    </div>
  );
}
