import type { ReactNode } from "react";
import { SWAP_COMING_SOON } from "@wbe3/domain";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { useTabParam } from "@/hooks/use-tab-param";
import { PATHS } from "@/config/paths";
import { WalletPanel } from "./WalletPanel";

const FAN_TABS = ["discover", "market", "vault", "wallet", "swap"] as const;

interface FanDashboardPageProps {
  /** The fan's vault, composed in by the app (features do not import each other). */
  vault?: ReactNode;
}

export function FanDashboardPage({ vault = null }: FanDashboardPageProps) {
  const [tab, setTab] = useTabParam(FAN_TABS, "vault");
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Fan Dashboard</h1>
      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        <TabsList aria-label="Fan dashboard">
          <TabsTrigger value="discover">Discover</TabsTrigger>
          <TabsTrigger value="market">Market</TabsTrigger>
          <TabsTrigger value="vault">Vault</TabsTrigger>
          <TabsTrigger value="wallet">Wallet</TabsTrigger>
          <TabsTrigger value="swap">Swap</TabsTrigger>
        </TabsList>
        <TabsContent value="discover" className="grid justify-items-start gap-3">
          <p className="text-sm text-muted-foreground">Find verified artists and open their pages and music.</p>
          <ButtonLink to={PATHS.discover}>Discover artists</ButtonLink>
        </TabsContent>
        <TabsContent value="market" className="grid justify-items-start gap-3">
          <p className="text-sm text-muted-foreground">Browse music, books, jewelry, art, homes and cars from artists.</p>
          <ButtonLink to={PATHS.marketplace}>Open the marketplace</ButtonLink>
        </TabsContent>
        <TabsContent value="vault">{vault}</TabsContent>
        <TabsContent value="wallet">
          <WalletPanel />
        </TabsContent>
        <TabsContent value="swap">
          <p className="text-lg font-semibold">{SWAP_COMING_SOON}</p>
          <p className="text-sm text-muted-foreground">Swapping ETH and WBE3 opens in an upcoming release.</p>
        </TabsContent>
      </Tabs>
    </div>
  );
}
