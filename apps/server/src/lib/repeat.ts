export interface Repeating {
  /** Stops the timer and waits for a run in progress, so what it uses can be closed after. */
  stop(): Promise<void>;
}

/**
 * Runs `run` now and then every `intervalMs`. The timer is unref'd (it never keeps the process
 * alive) and the next run is planned only when one ends, so runs never overlap. A run that throws
 * is handed to `onError` and the schedule goes on.
 */
export function repeatEvery(intervalMs: number, run: () => Promise<void>, onError: (err: unknown) => void): Repeating {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const once = async () => {
    try {
      await run();
    } catch (err) {
      onError(err);
    }
    if (!stopped) schedule(intervalMs);
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = once();
    }, delayMs);
    timer.unref();
  };
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
