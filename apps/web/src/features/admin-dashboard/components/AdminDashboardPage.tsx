import type { ReactNode } from "react";
import { AreaPage } from "@/components/AreaPage";

interface AdminDashboardPageProps {
  /** The book review queue, from the publishing feature (composed in by the app). */
  reviews?: ReactNode;
}

export function AdminDashboardPage({ reviews = null }: AdminDashboardPageProps) {
  return (
    <AreaPage title="Admin Dashboard" description="Platform statistics (users, uploads and minted NFTs) and the latest activity.">
      {reviews && <div className="mt-8 grid gap-6">{reviews}</div>}
    </AreaPage>
  );
}
