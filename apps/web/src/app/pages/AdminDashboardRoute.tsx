import { AdminDashboardPage } from "@/features/admin-dashboard/components/AdminDashboardPage";
import { ReviewQueue } from "@/features/publishing/components/ReviewQueue";

/** The admin dashboard with the book review queue from the publishing feature. */
export function AdminDashboardRoute() {
  return <AdminDashboardPage reviews={<ReviewQueue />} />;
}
