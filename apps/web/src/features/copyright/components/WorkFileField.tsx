import { acceptAttributeFor, sizeLabel, WORK_FILE_MAX_BYTES, WORK_FILE_TYPES } from "@wbe3/domain";
import { Label } from "@/components/ui/Label";
import { Progress } from "@/components/ui/Progress";
import type { WorkFile } from "../hooks/use-work-file";

const FILE_INPUT = "min-h-10 text-sm file:mr-3 file:min-h-8 file:rounded-md file:border file:border-border file:bg-background file:px-3";

interface WorkFileFieldProps {
  id: string;
  label: string;
  workFile: WorkFile;
}

/**
 * The work's file (SPEC 5: MP3, WAV, PDF, DOC, DOCX or TXT), fingerprinted as soon as it is picked:
 * the SHA-256's progress, then the fingerprint itself, are shown and read with the field.
 */
export function WorkFileField({ id, label, workFile }: WorkFileFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hashing = workFile.ready && workFile.sha256 === null;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept={acceptAttributeFor(WORK_FILE_TYPES)}
        aria-describedby={[hintId, workFile.error ? errorId : null].filter(Boolean).join(" ")}
        aria-invalid={workFile.error ? true : undefined}
        className={FILE_INPUT}
        onChange={(event) => workFile.pick(event.target.files?.[0] ?? null)}
      />
      <p id={hintId} className="text-xs break-all text-muted-foreground">
        {WORK_FILE_TYPES.extensions.join(", ").toUpperCase()} · up to {sizeLabel(WORK_FILE_MAX_BYTES)}
        {workFile.sha256 && workFile.error === null && ` · SHA-256 ${workFile.sha256}`}
      </p>
      {hashing && <Progress value={workFile.hashed * 100} label="SHA-256 fingerprint" />}
      {workFile.error && (
        <p id={errorId} className="text-sm text-destructive">
          {workFile.error}
        </p>
      )}
    </div>
  );
}
