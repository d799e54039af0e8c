import { AreaPage } from "@/components/AreaPage";

export function AdminDashboardPage() {
  return <AreaPage title="Admin Dashboard" description="Platform statistics (users, uploads and minted NFTs) and the latest activity." />;
}
