import type { ReactNode } from "react";
import { Construction } from "lucide-react";

interface AreaPageProps {
  title: string;
  description: string;
  /** Facts about the area that are already true (e.g. tier prices), shown under the description. */
  children?: ReactNode;
}

/** The honest page for an area whose features land in a later release: what it is, nothing fake. */
export function AreaPage({ title, description, children }: AreaPageProps) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{description}</p>
      {children}
      <p className="mt-8 inline-flex items-center gap-2 rounded-lg border border-border bg-muted px-4 py-3 text-sm">
        <Construction aria-hidden="true" className="size-4 shrink-0" />
        This area is being built and opens in an upcoming release.
      </p>
    </div>
  );
}
