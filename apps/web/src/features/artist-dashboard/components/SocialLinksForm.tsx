import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  SOCIAL_LINKS_SAVE_FAILED,
  SOCIAL_NETWORK_INFO,
  SOCIAL_NETWORKS,
  socialLinksSchema,
  type ArtistSocialLinks,
  type SocialLinksInput,
} from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { TextField } from "@/components/ui/TextField";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";
import { notify } from "@/lib/toast";
import { useSaveSocialLinks } from "../api/social-links";

const PLACEHOLDERS: Record<keyof ArtistSocialLinks, string> = {
  instagram: "https://instagram.com/yourname",
  youtube: "https://youtube.com/@yourname",
  facebook: "https://facebook.com/yourname",
  tiktok: "https://tiktok.com/@yourname",
};

/** The artist's links to their networks (SPEC 3 social_links), shown as icons on their page and embed card. */
export function SocialLinksForm({ links }: { links: ArtistSocialLinks }) {
  const form = useForm<SocialLinksInput>({
    resolver: zodResolver(socialLinksSchema),
    defaultValues: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, links[network] ?? ""])),
  });
  const save = useSaveSocialLinks();
  const errors = form.formState.errors;
  // Each save's confirmation, shown under the button and focused: the button is disabled while
  // saving, so focus would otherwise drop to the page.
  const [saves, setSaves] = useState(0);
  const focusOnShow = useFocusOnShow();

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      setSaves((count) => count + 1);
      notify.success("Social links saved");
    } catch (error) {
      notify.error(SOCIAL_LINKS_SAVE_FAILED, { description: error instanceof Error ? error.message : undefined });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Social links">
      <FormAlert message={save.isError ? SOCIAL_LINKS_SAVE_FAILED : null} />
      {SOCIAL_NETWORKS.map((network) => (
        <TextField
          key={network}
          type="url"
          inputMode="url"
          label={SOCIAL_NETWORK_INFO[network].label}
          placeholder={PLACEHOLDERS[network]}
          error={errors[network]?.message}
          {...form.register(network)}
        />
      ))}
      <div className="grid justify-items-start gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving..." : "Save social links"}
        </Button>
        {saves > 0 && !form.formState.isSubmitting && (
          <p key={saves} ref={focusOnShow} className="text-sm text-muted-foreground">
            Social links saved.
          </p>
        )}
      </div>
    </form>
  );
}
