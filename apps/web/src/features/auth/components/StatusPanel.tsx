import type { ReactNode } from "react";
import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";

interface StatusPanelProps {
  tone: "working" | "success" | "error";
  title: string;
  description: ReactNode;
  children?: ReactNode;
}

const ICONS = { working: LoaderCircle, success: CircleCheck, error: CircleAlert } as const;
const ICON_CLASSES = {
  working: "animate-spin text-muted-foreground motion-reduce:animate-none",
  success: "text-success",
  error: "text-destructive",
} as const;

/** One clear outcome of a mailed link (verify, reset): what happened and what to do next. */
export function StatusPanel({ tone, title, description, children }: StatusPanelProps) {
  const Icon = ICONS[tone];
  return (
    <Card role={tone === "error" ? "alert" : "status"}>
      <CardHeader>
        <Icon aria-hidden="true" className={`size-8 ${ICON_CLASSES[tone]}`} />
        <h2 className="text-xl font-semibold">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children && <CardContent className="flex flex-wrap gap-3">{children}</CardContent>}
    </Card>
  );
}
