import { Link } from "react-router";
import { LAUNCH_PLATFORM } from "@wbe3/domain";
import { Copyright, Rocket, ShieldCheck, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { PATHS } from "@/config/paths";
import { loadEmailAuthDialog } from "@/features/auth/auth-dialog-loaders";
import { openEmailDialog } from "@/features/auth/auth-dialogs";
import { usePublicConfig } from "@/lib/config/get-public-config";
import { FOOTER_COLUMNS, SUPPORT_EMAIL, type FooterColumn } from "./footer-links";

const ASSURANCES: readonly { title: string; Icon: LucideIcon; points: readonly string[] }[] = [
  {
    title: "Security",
    Icon: ShieldCheck,
    points: [
      "Sign in with your own wallet; we never hold your keys",
      "Payments are confirmed on the Base network",
      "Sessions expire after 24 hours",
    ],
  },
  {
    title: "Copyright",
    Icon: Copyright,
    points: [
      "Register your work's fingerprint on-chain",
      "Royalties from 0 to 50% on every NFT",
      "Your files are addressed by their content",
    ],
  },
];

function FooterLink({ label, href }: { label: string; href: string }) {
  const className =
    "inline-flex min-h-6 items-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring";
  if (href.startsWith("mailto:")) {
    return (
      <a href={href} className={className}>
        {label}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {label}
    </Link>
  );
}

// Local mode's mail outbox, so a newcomer can follow sign-up's verification link without SMTP.
const DEV_LINK = { label: "Dev outbox", href: PATHS.devOutbox };

function withDevLinks(columns: readonly FooterColumn[], localMode: boolean): readonly FooterColumn[] {
  if (!localMode) return columns;
  return columns.map((column) => (column.title === "Support" ? { ...column, links: [...column.links, DEV_LINK] } : column));
}

export function Footer() {
  const year = new Date().getFullYear();
  const localMode = usePublicConfig().data?.localMode === true;
  return (
    <footer className="mt-12 border-t border-border bg-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10">
        <section aria-labelledby="launch-title" className="flex flex-col items-start gap-3 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="launch-title" className="text-2xl font-bold tracking-tight">
              Bring your music on-chain
            </h2>
            <p className="text-muted-foreground">Create an account, connect your wallet and start minting.</p>
          </div>
          <Button
            size="lg"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadEmailAuthDialog()}
            onFocus={() => void loadEmailAuthDialog()}
            onClick={() => openEmailDialog("signup")}
          >
            <Rocket aria-hidden="true" />
            {LAUNCH_PLATFORM}
          </Button>
        </section>

        <div className="grid gap-4 md:grid-cols-2">
          {ASSURANCES.map(({ title, Icon, points }) => (
            <section key={title} aria-label={title} className="rounded-xl border border-border bg-background p-5">
              <h2 className="flex items-center gap-2 font-semibold">
                <Icon aria-hidden="true" className="size-5 text-primary-strong" />
                {title}
              </h2>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {withDevLinks(FOOTER_COLUMNS, localMode).map((column) => (
            <div key={column.title}>
              <h2 className="mb-2 text-sm font-semibold">{column.title}</h2>
              <ul className="space-y-1">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <FooterLink {...link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="flex flex-col gap-2 border-t border-border pt-6 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <p>© {year} WBE3. All rights reserved.</p>
          <p>
            Contact:{" "}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-link underline underline-offset-4">
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
