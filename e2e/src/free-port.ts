import { createServer } from "node:net";

/**
 * Asks the OS for a port that is free right now. The server cannot report a port it picked itself
 * (PORT=0 is not printed), so the harness chooses one and hands it over.
 */
export function findFreePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      if (address === null || typeof address === "string") {
        probe.close();
        reject(new Error("Could not read the probe socket's port"));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}
