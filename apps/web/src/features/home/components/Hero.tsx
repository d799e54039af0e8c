import { JOIN_PLATFORM, LISTEN_TO_RADIO } from "@wbe3/domain";
import { Radio, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { PATHS } from "@/config/paths";
import { startRadio } from "@/lib/radio/radio-store";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="flex flex-col items-start gap-5 py-6 md:py-10">
      <h1 id="hero-title" className="max-w-3xl text-4xl font-extrabold tracking-tight md:text-5xl">
        Music, NFTs and live shows, owned by artists and fans
      </h1>
      <p className="max-w-2xl text-lg text-muted-foreground">
        Mint your tracks, sell in the WBE3 marketplace, host live shows and keep your earnings in HoneyBank, all on the Base network.
      </p>
      <div className="flex flex-wrap gap-3">
        {/* Starts the mini-player at the foot of the page; it keeps playing across pages. */}
        <Button size="lg" onClick={startRadio}>
          <Radio aria-hidden="true" />
          {LISTEN_TO_RADIO}
        </Button>
        <ButtonLink to={PATHS.register} size="lg" variant="outline">
          <UserPlus aria-hidden="true" />
          {JOIN_PLATFORM}
        </ButtonLink>
      </div>
    </section>
  );
}
