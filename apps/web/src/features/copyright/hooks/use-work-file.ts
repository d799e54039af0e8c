import { useCallback, useEffect, useRef, useState } from "react";
import {
  hasAcceptedExtension,
  WORK_FILE_MAX_BYTES,
  WORK_FILE_REQUIRED,
  WORK_FILE_TYPES,
  workFileTooLarge,
  FILE_UNREADABLE,
} from "@wbe3/domain";
import { fingerprintFile } from "../fingerprint";

export interface WorkFileState {
  file: File | null;
  /** Why the file cannot be registered (none picked, not a work's type, too large, unreadable). */
  error: string | null;
  /** How much of it is fingerprinted, 0 to 1. */
  hashed: number;
  sha256: `0x${string}` | null;
}

const EMPTY: WorkFileState = { file: null, error: null, hashed: 0, sha256: null };

/** Why a picked file cannot be a work, before a byte is read (the server still checks its bytes). */
function refusal(file: File): string | null {
  if (!hasAcceptedExtension(WORK_FILE_TYPES, file.name)) return WORK_FILE_REQUIRED;
  if (file.size > WORK_FILE_MAX_BYTES) return workFileTooLarge(WORK_FILE_MAX_BYTES);
  return null;
}

/**
 * The work's file: checked when picked, and fingerprinted at once (SHA-256, a chunk at a time, its
 * progress shown) while the rest of the form is filled in, so the upload can start as soon as the
 * form is sent. `fingerprint()` answers the picked file's hash, waiting for it if needed.
 */
export function useWorkFile() {
  const [state, setState] = useState<WorkFileState>(EMPTY);
  const running = useRef<{ controller: AbortController; sha256: Promise<`0x${string}`> } | null>(null);

  const stop = useCallback(() => {
    running.current?.controller.abort();
    running.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const pick = useCallback(
    (file: File | null) => {
      stop();
      if (!file) {
        setState(EMPTY);
        return;
      }
      const refused = refusal(file);
      if (refused) {
        setState({ ...EMPTY, file, error: refused });
        return;
      }
      setState({ ...EMPTY, file });
      const controller = new AbortController();
      const sha256 = fingerprintFile(file, {
        signal: controller.signal,
        onProgress: (hashed, total) => {
          if (!controller.signal.aborted) setState((now) => ({ ...now, hashed: total === 0 ? 1 : hashed / total }));
        },
      });
      running.current = { controller, sha256 };
      sha256.then(
        (value) => {
          if (!controller.signal.aborted) setState((now) => ({ ...now, hashed: 1, sha256: value }));
        },
        () => {
          if (!controller.signal.aborted) setState((now) => ({ ...now, error: FILE_UNREADABLE }));
        },
      );
    },
    [stop],
  );

  /** The form was sent without a file, or the server refused this one: said at the field. */
  const refuse = useCallback((message: string) => setState((now) => ({ ...now, error: message })), []);

  const fingerprint = useCallback((): Promise<`0x${string}`> => {
    if (!running.current) return Promise.reject(new Error(WORK_FILE_REQUIRED));
    return running.current.sha256;
  }, []);

  const reset = useCallback(() => {
    stop();
    setState(EMPTY);
  }, [stop]);

  /** A file that can be sent: picked, of a work's type and size, readable. */
  const ready = state.file !== null && state.error === null;

  /**
   * When the form is sent: a missing file is said at its field; false if the file cannot be sent,
   * and then the field (`focus`, its input's id) takes focus.
   */
  const check = useCallback(
    ({ focus }: { focus?: string }): boolean => {
      if (!state.file) refuse(WORK_FILE_REQUIRED);
      if (ready) return true;
      if (focus) document.getElementById(focus)?.focus();
      return false;
    },
    [ready, refuse, state.file],
  );

  return { ...state, ready, pick, refuse, check, fingerprint, reset };
}

export type WorkFile = ReturnType<typeof useWorkFile>;
