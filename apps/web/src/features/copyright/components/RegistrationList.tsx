import { NO_REGISTRATIONS } from "@wbe3/domain";
import { EmptyState } from "@/components/ui/EmptyState";
import { Skeleton } from "@/components/ui/Skeleton";
import { useRegistrations } from "../api/registrations";
import { RegistrationCard } from "./RegistrationCard";

/** Track Status: the account's registrations, each with its timelines and actions. */
export function RegistrationList() {
  const registrations = useRegistrations();
  if (registrations.isPending) return <Skeleton className="h-32 rounded-xl" />;
  if (registrations.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {registrations.error.message}
      </p>
    );
  }
  const list = registrations.data.registrations;
  if (list.length === 0) return <EmptyState title={NO_REGISTRATIONS} />;
  return (
    <ul aria-label="Registrations" className="grid gap-4">
      {list.map((registration) => (
        <li key={registration.id}>
          <RegistrationCard registration={registration} />
        </li>
      ))}
    </ul>
  );
}
