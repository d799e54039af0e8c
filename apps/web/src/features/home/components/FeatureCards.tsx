import { Music, PiggyBank, Ticket, type LucideIcon } from "lucide-react";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/Card";
import { PATHS } from "@/config/paths";

interface Feature {
  title: string;
  description: string;
  to: string;
  Icon: LucideIcon;
}

const FEATURES: readonly Feature[] = [
  {
    title: "Music NFTs",
    description: "Mint your tracks as NFTs on Base with royalties, and register their copyright.",
    to: PATHS.artistStudio,
    Icon: Music,
  },
  {
    title: "HoneyBank",
    description: "Your wallet area: trade precious metals and jewelry, and spend with a virtual card.",
    to: PATHS.honeybank,
    Icon: PiggyBank,
  },
  {
    title: "Live Shows",
    description: "Stream live, sell tickets minted as tokens, and take the stage at Open Mic Night.",
    to: PATHS.liveShows,
    Icon: Ticket,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="py-6">
      <h2 id="features-title" className="mb-4 text-2xl font-bold tracking-tight">
        Everything in one place
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {FEATURES.map(({ title, description, to, Icon }) => (
          <li key={title}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <Icon aria-hidden="true" className="size-8 text-primary-strong" />
                <CardTitle>{title}</CardTitle>
                <CardDescription>{description}</CardDescription>
              </CardHeader>
              <CardFooter className="mt-auto">
                <ButtonLink to={to} variant="secondary">
                  Explore {title}
                </ButtonLink>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
