import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Without globals enabled, Testing Library cannot register its own cleanup hook.
afterEach(() => {
  cleanup();
});
