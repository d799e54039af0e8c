import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../../lib/current-user.ts";
import { endpointRoutes } from "../../lib/endpoints.ts";
import { myBooks, resubmit, reviewBook, reviewQueue, submitBook } from "./service.ts";

export function publishingRoutes(deps: AppDeps) {
  return endpointRoutes(deps, {
    "GET /api/artist/books": async (_, c) => ({ books: await myBooks(deps.db, requireUser(c)) }),
    "POST /api/artist/books": async ({ body }, c) => submitBook(deps.db, requireUser(c), body),
    "PUT /api/artist/books/:id": async ({ params, body }, c) => resubmit(deps.db, requireUser(c), params.id, body),
    "GET /api/admin/reviews": async () => ({ books: await reviewQueue(deps.db) }),
    "POST /api/admin/reviews/:id": async ({ params, body }, c) => ({
      book: await reviewBook(deps.db, requireUser(c), params.id, body),
    }),
  });
}
