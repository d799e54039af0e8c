import type { Access } from "../auth/access.ts";

/** Who may call the file and upload routes. */
export const UPLOADS_API_ACCESS = {
  "POST /api/files": ["artist"],
  "GET /api/uploads/mine": ["artist"],
  "POST /api/uploads": ["artist"],
  "POST /api/uploads/:id/metadata": ["artist"],
  "POST /api/uploads/:id/mint": ["artist"],
} as const satisfies Record<string, Access>;
