import { AreaPage } from "@/components/AreaPage";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { PATHS } from "@/config/paths";
import { useOwnArtistProfile } from "../api/social-links";
import { SocialLinksForm } from "./SocialLinksForm";
import { StatsCard } from "./StatsCard";

/** Social links need the artist record, so the form waits for the profile and points to the studio without one. */
function SocialLinksSection() {
  const profile = useOwnArtistProfile();
  return (
    <Card className="mt-8 grid gap-4 p-6">
      <section aria-labelledby="social-links-heading" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="social-links-heading" className="text-xl font-semibold">
            Social links
          </h2>
          <p className="text-sm text-muted-foreground">Shown as icons on your artist page and your embeddable card.</p>
        </div>
        {profile.isPending && <Skeleton className="h-48 w-full" />}
        {profile.isError && (
          <p role="alert" className="text-destructive">
            {profile.error.message}
          </p>
        )}
        {profile.data?.profile === null && (
          <div className="grid justify-items-start gap-3">
            <p className="text-muted-foreground">Set up your artist profile (username and name) in the studio, then add your links here.</p>
            <ButtonLink to={PATHS.artistStudio} variant="outline">
              Open the studio
            </ButtonLink>
          </div>
        )}
        {profile.data?.profile && <SocialLinksForm links={profile.data.profile.socialLinks} />}
      </section>
    </Card>
  );
}

export function ArtistDashboardPage() {
  return (
    <AreaPage
      title="Artist Dashboard"
      description="Tiers, Uploads, Social, Store, Publishing and Marketplace, with your followers, streams and revenue computed from your data."
    >
      <StatsCard />
      <SocialLinksSection />
    </AreaPage>
  );
}
