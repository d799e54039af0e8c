import { isRouteErrorResponse, useRouteError } from "react-router";
import { UNEXPECTED_APP_ERROR } from "@wbe3/domain";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Last resort for routing failures; deliberately plain so it cannot fail itself. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-start justify-center gap-4 px-4">
      <h1 className="text-3xl font-bold">{UNEXPECTED_APP_ERROR}</h1>
      <p className="rounded-md bg-muted px-3 py-2 font-mono text-sm">{describe(error)}</p>
      {/* A full page load, since the router itself may be what failed. */}
      <a href="/" className="font-medium text-link underline underline-offset-4">
        Go to the home page
      </a>
    </main>
  );
}
