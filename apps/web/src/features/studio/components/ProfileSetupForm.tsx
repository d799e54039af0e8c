import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { artistProfileSchema, FILL_REQUIRED_FIELDS, type ArtistProfile, type ArtistProfileInput } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";
import { TextField } from "@/components/ui/TextField";
import { notify } from "@/lib/toast";
import { useSaveArtistProfile } from "../api/artist-profile";
import { describeFormErrors } from "@/lib/form-errors";
import { FormAlert } from "@/components/ui/FormAlert";

interface ProfileSetupFormProps {
  profile: ArtistProfile | null;
  defaultName?: string | null;
}

/** The artist's public identity (username, name, About); needed before the first upload. */
export function ProfileSetupForm({ profile, defaultName }: ProfileSetupFormProps) {
  const form = useForm<ArtistProfileInput>({
    resolver: zodResolver(artistProfileSchema),
    defaultValues: { username: profile?.username ?? "", name: profile?.name ?? defaultName ?? "", bio: profile?.bio ?? "" },
  });
  const save = useSaveArtistProfile();
  const errors = describeFormErrors(form, FILL_REQUIRED_FIELDS);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify.success("Profile saved", { description: `Your page is /artist/${values.username.trim()}.` });
    } catch (error) {
      const message = error instanceof Error ? error.message : "Could not save the profile.";
      form.setError("username", { message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Artist profile">
      <FormAlert message={errors.formMessage} />
      <TextField
        label="Username"
        hint="Your page's address: /artist/username"
        autoComplete="username"
        {...errors.field("username")}
        {...form.register("username")}
      />
      <TextField label="Artist name" {...errors.field("name")} {...form.register("name")} />
      <div className="grid gap-1.5">
        <Label htmlFor="artist-bio">About</Label>
        <Textarea id="artist-bio" rows={3} {...form.register("bio")} />
      </div>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving..." : profile ? "Save profile" : "Create profile"}
        </Button>
      </div>
    </form>
  );
}
