import type { $ZodConfig } from "zod/v4/core";

// The server's CSP has no 'unsafe-eval'. Building an object schema makes zod probe for eval with
// `new Function("")`; the refusal is caught but still reported as a CSP violation. Jitless mode
// skips the probe. zod keeps its config on this global (zod/v4/core/core.js), so setting it here
// costs no bytes of zod in the first screen; zod-csp.test.ts fails if zod stops reading it.
// Imported first in main.tsx so it runs before any module builds a schema.
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
