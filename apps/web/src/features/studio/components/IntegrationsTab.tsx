import { useState } from "react";
import { Copy } from "lucide-react";
import { PATHS } from "@/config/paths";
import { Button } from "@/components/ui/Button";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";

export function embedSnippet(origin: string, walletAddress: string): string {
  const src = `${origin}${PATHS.embedArtist(walletAddress)}`;
  return `<iframe src="${src}" title="WBE3 artist card" width="360" height="420" style="border:0" loading="lazy"></iframe>`;
}

/** The embeddable artist card and where the artist page's catalog comes from. */
export function IntegrationsTab({
  walletAddress,
  appleMusicArtistId,
}: {
  walletAddress: string | null;
  appleMusicArtistId: string | null;
}) {
  const [copied, setCopied] = useState(false);
  const snippet = walletAddress ? embedSnippet(window.location.origin, walletAddress) : null;

  async function copy(text: string): Promise<void> {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="embed-heading" className="grid gap-3">
        <h2 id="embed-heading" className="text-xl font-semibold">
          Embed your artist card
        </h2>
        {snippet ? (
          <>
            <p className="text-sm text-muted-foreground">Paste this into any website to show your verified card and link to your page.</p>
            <Label htmlFor="embed-snippet">Embed code</Label>
            <Textarea id="embed-snippet" readOnly rows={3} value={snippet} className="font-mono text-xs" />
            <div className="flex items-center gap-3">
              <Button variant="outline" onClick={() => void copy(snippet)}>
                <Copy aria-hidden="true" />
                Copy embed code
              </Button>
              <span role="status" className="text-sm text-muted-foreground">
                {copied ? "Copied" : ""}
              </span>
            </div>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            Link a wallet to your account to get an embeddable card: it is found by wallet address.
          </p>
        )}
      </section>
      <section aria-labelledby="catalog-heading" className="grid gap-2">
        <h2 id="catalog-heading" className="text-xl font-semibold">
          Music catalog source
        </h2>
        <p className="text-sm text-muted-foreground">
          Your artist page lists your own music uploads: title, album, artwork, release date, duration and a playable preview.
          {appleMusicArtistId
            ? ` Your Apple Music artist ID (${appleMusicArtistId}) is saved; when the platform has Apple Music configured, your Apple Music catalog is shown instead.`
            : " When the platform has Apple Music configured, an Apple Music artist ID on your profile shows your Apple Music catalog instead."}
        </p>
      </section>
    </div>
  );
}
