/** One activity-log entry as the admin dashboard shows it (newest first). */
export interface ActivityEntry {
  action: string;
  userId: string | null;
  createdAt: string;
}
