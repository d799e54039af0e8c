import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach } from "vitest";

// findBy*/waitFor poll until this long. Lazy chunks and the first wagmi import take their time on
// a busy 2-core machine; 1 s (the default) made the suite's outcome depend on the load.
configure({ asyncUtilTimeout: 5_000 });

// Without globals enabled, Testing Library cannot register its own cleanup hook.
afterEach(() => {
  cleanup();
});

// A toast that was closing when its Toaster unmounted still removes itself 200 ms later (sonner's
// exit animation). Let that timer fire while the test DOM exists, or it throws into the next file.
const TOAST_EXIT_MS = 200;
afterAll(async () => {
  if (toast.getHistory().length > 0) await new Promise((resolve) => setTimeout(resolve, TOAST_EXIT_MS + 50));
});
