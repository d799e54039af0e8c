import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { AppError, COPYRIGHT_SUBMIT_FAILED, registrationStopped, type RefusalReason, type RegistrationAnswer } from "@wbe3/domain";
import { notify } from "@/lib/toast";
import { postRegistration } from "../api/post-registration";
import { putRegistration } from "../api/registrations";
import { outcomeOf } from "../outcome";
import { useAnchorDriver, WalletFailure, type AnchorStage } from "./use-anchor-driver";
import type { WorkFile } from "./use-work-file";

export type FlowState =
  | { stage: "idle" }
  | { stage: "fingerprinting" }
  | { stage: "uploading"; percent: number }
  | { stage: AnchorStage }
  | { stage: "done"; message: string }
  /** `saved`: the registration was created and where it stopped, to be continued from the list. */
  | { stage: "failed"; message: string; saved: string | null };

/** Refusals about the file itself: said at the file field as well. */
const FILE_REASONS: ReadonlySet<RefusalReason> = new Set([
  "already_registered",
  "sha256_mismatch",
  "unsupported_media_type",
  "payload_too_large",
  "file_not_yours",
]);

/**
 * One form's registration, from its fields to its anchor (issue 26), shared by the studio's and the
 * app's forms: the wallet is checked first (nothing is sent without it), the file's fingerprint is
 * awaited (it started when the file was picked), the form and the file are uploaded with their
 * progress, then the registration's commit and reveal are sent and confirmed. A failure is SPEC 8's
 * "Failed to submit registration" toast with the server's reason, shown at the form too (a refused
 * file at its field); the wallet's own failures are toasted by the transactor already.
 */
export function useRegistrationFlow(workFile: WorkFile) {
  const [state, setState] = useState<FlowState>({ stage: "idle" });
  const { linkedWallet, checkWallet, drive } = useAnchorDriver();
  const queryClient = useQueryClient();
  // The form's page going stops the run (the registration stays listed, to be continued).
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const submit = useCallback(
    async (fields: Record<string, string>, { title, anchors }: { title: string; anchors: boolean }): Promise<boolean> => {
      const file = workFile.file;
      if (!file) return false;
      let created: RegistrationAnswer | null = null;
      // Whether the commit went through: where a registration that stops afterwards stands.
      const reached = { committed: false };
      try {
        setState({ stage: "fingerprinting" });
        // A registration filed with the office only sends no transaction, but it is recorded from the linked wallet too.
        if (anchors) await checkWallet(`Register “${title}”`);
        else linkedWallet();
        const sha256 = await workFile.fingerprint();
        setState({ stage: "uploading", percent: 0 });
        created = await postRegistration({
          fields,
          sha256,
          file,
          onProgress: ({ loaded, total }) => setState({ stage: "uploading", percent: total > 0 ? (loaded / total) * 100 : 0 }),
        });
        putRegistration(queryClient, created);
        const final = await drive(created, {
          signal: leaving.current?.signal,
          onStage: (stage) => {
            if (stage !== "commit") reached.committed = true;
            setState({ stage });
          },
        });
        setState({ stage: "done", message: outcomeOf(final) });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (!(error instanceof WalletFailure)) notify.error(COPYRIGHT_SUBMIT_FAILED, { description: message });
        if (error instanceof AppError && FILE_REASONS.has(error.reason)) workFile.refuse(message);
        const saved = created ? registrationStopped(created.title, reached.committed ? "committed" : "draft") : null;
        setState({ stage: "failed", message, saved });
      }
      return created !== null;
    },
    [checkWallet, drive, linkedWallet, queryClient, workFile],
  );

  return { state, submit, busy: !["idle", "done", "failed"].includes(state.stage) };
}
