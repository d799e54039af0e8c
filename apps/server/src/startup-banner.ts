import { devAccounts } from "@wbe3/contracts";
import { NEW_DEMO_ACCOUNT } from "@wbe3/domain";
import type { AppDeps } from "./deps.ts";

// The Demo wallet's accounts in the web app (apps/web/src/lib/wallet/demo-wallet.ts).
const DEMO_WALLETS = [
  { label: "Demo wallet · Artist", index: 1 },
  { label: "Demo wallet · Fan", index: 2 },
  { label: "Demo wallet · Partner", index: 3 },
];

/** What a newcomer needs after `npm start`: where the app is and how to sign in locally. */
export function startupBanner(url: string, deps: AppDeps): string {
  const lines = [``, `  WBE3 is running at ${url}`, `  Database: ${deps.driver}   Chain: ${deps.chain.chainId}`];
  if (deps.env.chain.mode === "local") {
    const accounts = devAccounts(4);
    lines.push(``, `  Local mode. Sign in with "Sign In / Connect Wallet" → a Demo wallet (no browser wallet needed):`);
    for (const wallet of DEMO_WALLETS) lines.push(`    ${wallet.label.padEnd(24)} ${accounts[wallet.index]?.address ?? ""}`);
    lines.push(`  Each holds 10000 test ETH and 1000 WBE3 on the local chain.`);
    lines.push(`  Taken already? "${NEW_DEMO_ACCOUNT}" makes a fresh funded key in the browser.`);
    lines.push(`  Mail (verification, password reset) is kept at ${url}/dev/outbox`);
  }
  return `${lines.join("\n")}\n\n`;
}
