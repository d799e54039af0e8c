import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { PATHS } from "@/config/paths";

/** A stats card detail: its title, a way back to the dashboard, and the figures in a card. */
export function DetailPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10">
      <div className="grid justify-items-start gap-2">
        <ButtonLink to={PATHS.artistDashboard} variant="ghost" size="sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the dashboard
        </ButtonLink>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      <Card className="grid gap-4 p-6">{children}</Card>
    </div>
  );
}
