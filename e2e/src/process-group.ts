const GRACE_MS = 10_000;
const GONE_POLL_MS = 50;

/** True while any process of the group led by `pid` is alive. */
export function groupIsAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    // EPERM means a process exists that we may not signal: still alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/**
 * Asks the group to shut down (SIGTERM lets the server close PGlite cleanly), then kills whatever
 * is left after the grace period, and returns only once no process of the group remains.
 */
export async function stopProcessGroup(pid: number, leaderExited: Promise<unknown>, graceMs = GRACE_MS): Promise<void> {
  signalGroup(pid, "SIGTERM");
  const timedOut = Symbol("timed out");
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    leaderExited,
    new Promise<typeof timedOut>((resolve) => {
      timer = setTimeout(() => resolve(timedOut), graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (outcome === timedOut) console.warn(`[e2e] process group ${pid} ignored SIGTERM for ${graceMs} ms; killing it`);
  // Children of the leader may outlive it; the group id stays theirs.
  if (groupIsAlive(pid)) signalGroup(pid, "SIGKILL");
  const deadline = Date.now() + graceMs;
  while (groupIsAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`Process group ${pid} is still alive after SIGKILL`);
    await new Promise((resolve) => setTimeout(resolve, GONE_POLL_MS));
  }
}

/** SIGKILL to one process, if it is still there. */
export function killIfAlive(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(pid, "SIGKILL");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}
