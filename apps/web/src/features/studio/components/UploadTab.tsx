import { Skeleton } from "@/components/ui/Skeleton";
import { useFocusFirstField } from "@/lib/focus/use-focus-first-field";
import { useArtistProfile } from "../api/artist-profile";
import { ProfileSetupForm } from "./ProfileSetupForm";
import type { AddResult, CartDraft, CartItem } from "../mint-cart";
import { UploadForm } from "./UploadForm";

/** Profile first (uploads belong to an artist page), then the upload form. */
interface UploadTabProps {
  onAdd: (draft: CartDraft) => Promise<AddResult>;
  /** Mint-cart items still uploading their files. */
  adding: readonly CartItem[];
  defaultName: string | null;
}

export function UploadTab({ onAdd, adding, defaultName }: UploadTabProps) {
  const profile = useArtistProfile();
  // Once the profile is created here, the upload form replaces it: its first field takes focus.
  const focusFirstField = useFocusFirstField(profile.data?.profile === null);
  if (profile.isPending) return <Skeleton className="h-40 w-full" />;
  if (profile.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {profile.error.message}
      </p>
    );
  }
  if (!profile.data.profile) {
    return (
      <section aria-labelledby="profile-heading" className="grid max-w-xl gap-3">
        <h2 id="profile-heading" className="text-xl font-semibold">
          Set up your artist profile
        </h2>
        <p className="text-sm text-muted-foreground">Your uploads appear on your artist page, so choose its username and name first.</p>
        <ProfileSetupForm profile={null} defaultName={defaultName} />
      </section>
    );
  }
  return (
    <section ref={focusFirstField} aria-labelledby="upload-heading" className="grid max-w-2xl gap-3">
      <h2 id="upload-heading" className="text-xl font-semibold">
        Upload a work
      </h2>
      <UploadForm onAdd={onAdd} adding={adding} />
    </section>
  );
}
