import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { acceptAttribute, type UploadRecord } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Label } from "@/components/ui/Label";
import { uploadFile } from "@/lib/upload-file";
import { myUploadsQueryKey } from "../api/my-uploads";
import { setTrackPreview } from "../api/track-preview";

/**
 * A holders-only track's public preview clip (issue 19): what fans who do not hold it hear on the
 * artist's page before they buy. The artist adds one (a short audio file of its own), or removes it.
 */
export function PreviewClip({ upload }: { upload: UploadRecord }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const save = useMutation({
    mutationFn: async (file: File | null) =>
      setTrackPreview(upload.id, file ? (await uploadFile({ file, category: "music" })).ipfsHash : null),
    onMutate: () => setError(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myUploadsQueryKey }),
    onError: (err) => setError(err.message),
    onSettled: () => setInputKey((key) => key + 1),
  });
  if (upload.category !== "music" || upload.fileAccess !== "holders") return null;
  const inputId = `preview-clip-${upload.id}`;
  return (
    <div className="grid w-full gap-1.5">
      {upload.previewUrl ? (
        <div className="flex flex-wrap items-center gap-2">
          <audio controls preload="none" src={upload.previewUrl} aria-label={`Preview clip of ${upload.title}`} className="h-8 w-56" />
          <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => save.mutate(null)}>
            Remove preview
          </Button>
        </div>
      ) : (
        <>
          <Label htmlFor={inputId}>Preview clip for {upload.title} (optional)</Label>
          <input
            key={inputKey}
            id={inputId}
            type="file"
            accept={acceptAttribute("music")}
            disabled={save.isPending}
            aria-describedby={`${inputId}-hint`}
            className="min-h-10 text-sm file:mr-3 file:min-h-8 file:rounded-md file:border file:border-border file:bg-background file:px-3"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) save.mutate(file);
            }}
          />
          <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
            Fans who do not hold it hear this clip on your page.
          </p>
        </>
      )}
      {save.isPending && <p className="text-xs text-muted-foreground">Saving the preview…</p>}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
