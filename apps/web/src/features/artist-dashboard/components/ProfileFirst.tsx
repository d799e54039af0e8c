import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { useFocusFirstField } from "@/lib/focus/use-focus-first-field";
import { useOwnArtistProfile } from "../api/social-links";

interface ProfileFirstProps {
  /** What the tab holds, as the sentence's subject: "Social links", "Products". */
  what: string;
  /** The profile form (username and name), composed in by the app. */
  setup: ReactNode;
  children: ReactNode;
}

/**
 * A tab whose content belongs to the artist page: without a profile it says so and offers the
 * profile form in place; once created, the tab's content appears with its first field focused.
 */
export function ProfileFirst({ what, setup, children }: ProfileFirstProps) {
  const profile = useOwnArtistProfile();
  const headingId = useId();
  const focusFirstField = useFocusFirstField(profile.data?.profile === null);

  if (profile.isPending) return <Skeleton className="h-48 w-full" />;
  if (profile.isError) {
    return (
      <p role="alert" className="text-destructive">
        {profile.error.message}
      </p>
    );
  }
  if (profile.data.profile === null) {
    return (
      <Card className="p-6">
        <section aria-labelledby={headingId} className="grid max-w-xl gap-3">
          <h2 id={headingId} className="text-xl font-semibold">
            Create your artist profile first
          </h2>
          <p className="text-muted-foreground">
            {what} belong to your artist page, so it needs a username and a name. Create it here, then carry on.
          </p>
          {setup}
        </section>
      </Card>
    );
  }
  return (
    <div ref={focusFirstField} className="grid gap-6">
      {children}
    </div>
  );
}
