import { Component, type ErrorInfo, type ReactNode } from "react";
import { COMPONENT_ERROR } from "@wbe3/domain";
import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { cn } from "@/lib/cn";

interface Props {
  children: ReactNode;
  /** Names the region in the console so a failure can be traced to its place on the page. */
  region: string;
  className?: string;
}

interface State {
  failed: boolean;
}

/** Keeps one failing region from blanking the whole page: the rest keeps working. */
export class ComponentErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.region}] component error`, error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className={cn(
          "mx-auto my-4 flex max-w-xl flex-col items-start gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground",
          this.props.className,
        )}
      >
        <div className="flex items-center gap-2">
          <AlertTriangle aria-hidden="true" className="size-5 text-destructive" />
          <p className="font-semibold">{COMPONENT_ERROR.title}</p>
        </div>
        <p className="text-sm text-muted-foreground">{COMPONENT_ERROR.description}</p>
        <Button variant="outline" size="sm" onClick={this.retry}>
          Try again
        </Button>
      </div>
    );
  }
}
