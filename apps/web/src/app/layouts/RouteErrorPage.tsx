import { Component, type ErrorInfo, type ReactNode } from "react";
import { UNEXPECTED_APP_ERROR } from "@wbe3/domain";

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Last resort when a layout itself fails; deliberately plain so it cannot fail itself. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-start justify-center gap-4 px-4">
      <h1 className="text-3xl font-bold">{UNEXPECTED_APP_ERROR}</h1>
      <p className="rounded-md bg-muted px-3 py-2 font-mono text-sm">{describe(error)}</p>
      {/* A full page load, since the app's own navigation may be what failed. */}
      <a href="/" className="font-medium text-link underline underline-offset-4">
        Go to the home page
      </a>
    </main>
  );
}

interface State {
  failed: boolean;
  error: unknown;
}

/**
 * Catches what the regions' own boundaries (header, main, footer…) do not: a failure of the layout
 * around them. Pages fail inside their region and keep the header and navigation.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("[layout] route error", error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
