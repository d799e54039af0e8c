import { BookOpen } from "lucide-react";
import { PUBLISHING_INCLUDED_IN_PRO, publishingUnlockedUntilText, UNLOCK_PUBLISHING_OFFER } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { useMembership } from "../api/books";
import { useUnlockPublishing } from "../hooks/use-unlock-publishing";
import { BookForm } from "./BookForm";
import { MyBooks } from "./MyBooks";

const dateOf = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

/** SPEC 4: publishing is locked until paid; the offer and the Unlock button that pays it. */
function LockedPublishing() {
  const unlock = useUnlockPublishing();
  return (
    <div className="grid justify-items-start gap-3">
      <p>{UNLOCK_PUBLISHING_OFFER}</p>
      <Button onClick={() => unlock.mutate()} disabled={unlock.isPending}>
        {unlock.isPending ? "Unlocking..." : "Unlock"}
      </Button>
    </div>
  );
}

/**
 * The artist dashboard's Publishing tab: locked (the unlock offer) or, with Pro or the unlock, the
 * book form and the artist's books with their review state.
 */
export function PublishingTab() {
  const membership = useMembership();
  const publishing = membership.data?.publishing;
  return (
    <Card className="grid gap-6 p-6">
      <section aria-labelledby="publishing-heading" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="publishing-heading" className="flex items-center gap-2 text-xl font-semibold">
            <BookOpen aria-hidden="true" className="size-5" />
            Book publishing
          </h2>
          {publishing?.included && <p className="text-sm text-muted-foreground">{PUBLISHING_INCLUDED_IN_PRO}</p>}
          {publishing && !publishing.included && publishing.unlockedUntil && publishing.allowed && (
            <p className="text-sm text-muted-foreground">{publishingUnlockedUntilText(dateOf(publishing.unlockedUntil))}</p>
          )}
        </div>
        {membership.isPending && <Skeleton className="h-32 w-full" />}
        {membership.isError && (
          <p role="alert" className="text-destructive">
            {membership.error.message}
          </p>
        )}
        {publishing && !publishing.allowed && <LockedPublishing />}
        {publishing?.allowed && <BookForm />}
      </section>
      {publishing && <MyBooks />}
    </Card>
  );
}
