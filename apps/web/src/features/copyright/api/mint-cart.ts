import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegistrationAnswer } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/**
 * Puts an anchored audio work in the studio's mint cart (`POST /api/studio/drafts`), as a music
 * track made of the registered file: the studio's mint path mints it with its fee, and the server
 * adds the registration to the token's metadata. Every cached answer is invalidated (those on
 * screen, such as the studio's cart, are read again), so the Mint tab shows the new item; this area
 * names none of the studio's keys.
 */
export function useAddToMintCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registration, price }: { registration: RegistrationAnswer; price: string }) =>
      callApi("POST /api/studio/drafts", {
        body: {
          fields: { category: "music", title: registration.title, description: registration.description, price },
          fileCid: registration.file.cid,
          fileName: registration.file.name,
        },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
