import type { ReactNode } from "react";
import { SWAP_COMING_SOON } from "@wbe3/domain";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { useTabParam } from "@/hooks/use-tab-param";

const FAN_TABS = ["discover", "market", "vault", "wallet", "swap"] as const;

/** Each tab's content but Swap's, composed in by the app: features do not import each other. */
interface FanDashboardPageProps {
  /** The verified artists' grid. */
  discover?: ReactNode;
  /** The marketplace, with its search, filters and cart. */
  market?: ReactNode;
  /** The fan's tokens. */
  vault?: ReactNode;
  /** The wallet card: balances, price, buying WBE3. */
  wallet?: ReactNode;
  /** The membership's line (the tiers feature), under the title. */
  membership?: ReactNode;
}

export function FanDashboardPage({
  discover = null,
  market = null,
  vault = null,
  wallet = null,
  membership = null,
}: FanDashboardPageProps) {
  const [tab, setTab] = useTabParam(FAN_TABS, "vault");
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Fan Dashboard</h1>
      {membership}
      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        <TabsList aria-label="Fan dashboard">
          <TabsTrigger value="discover">Discover</TabsTrigger>
          <TabsTrigger value="market">Market</TabsTrigger>
          <TabsTrigger value="vault">Vault</TabsTrigger>
          <TabsTrigger value="wallet">Wallet</TabsTrigger>
          <TabsTrigger value="swap">Swap</TabsTrigger>
        </TabsList>
        <TabsContent value="discover">{discover}</TabsContent>
        <TabsContent value="market">{market}</TabsContent>
        <TabsContent value="vault">{vault}</TabsContent>
        <TabsContent value="wallet">{wallet}</TabsContent>
        <TabsContent value="swap">
          <p className="text-lg font-semibold">{SWAP_COMING_SOON}</p>
          <p className="text-sm text-muted-foreground">Swapping ETH and WBE3 opens in an upcoming release.</p>
        </TabsContent>
      </Tabs>
    </div>
  );
}
