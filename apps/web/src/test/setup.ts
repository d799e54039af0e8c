import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor poll until this long. Lazy chunks and the first wagmi import take their time on
// a busy 2-core machine; 1 s (the default) made the suite's outcome depend on the load.
configure({ asyncUtilTimeout: 5_000 });

// Without globals enabled, Testing Library cannot register its own cleanup hook.
afterEach(() => {
  cleanup();
});
