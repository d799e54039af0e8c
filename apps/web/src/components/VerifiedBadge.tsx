import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/Badge";

/** The mark of an artist the platform has verified. */
export function VerifiedBadge() {
  return (
    <Badge variant="success" className="w-fit">
      <BadgeCheck aria-hidden="true" />
      Verified
    </Badge>
  );
}
