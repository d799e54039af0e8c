import { useId, useState } from "react";
import { AppError, formatWbe3, PUBLISHING_MESSAGES, REVIEW_REASON_MAX_LENGTH, type ReviewItem } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Label } from "@/components/ui/Label";
import { Skeleton } from "@/components/ui/Skeleton";
import { Textarea } from "@/components/ui/Textarea";
import { notify } from "@/lib/toast";
import { useReviewBook, useReviewQueue } from "../api/books";

const dateOf = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

/** One pending book: open its file, approve it, or reject it with the reason the artist reads. */
function PendingBook({ book }: { book: ReviewItem }) {
  const review = useReviewBook();
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: "approve" | "reject") {
    setError(null);
    if (decision === "reject" && reason.trim() === "") {
      setError(PUBLISHING_MESSAGES.reasonRequired);
      return;
    }
    try {
      await review.mutateAsync({ id: book.id, body: decision === "approve" ? { decision } : { decision, reason } });
      notify.success(decision === "approve" ? `“${book.title}” approved: it is in the marketplace` : `“${book.title}” rejected`);
    } catch (failure) {
      setError(failure instanceof AppError ? failure.message : "The decision was not saved. Please try again.");
    }
  }

  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap gap-4">
        {book.coverUrl && <img src={book.coverUrl} alt={`Cover of ${book.title}`} className="h-24 w-16 rounded object-cover" />}
        <div className="grid gap-1">
          <h3 className="font-semibold">{book.title}</h3>
          <p className="text-sm text-muted-foreground">
            by {book.authorName} · submitted by {book.artistName} on {dateOf(book.submittedAt)} · {book.genre} · {formatWbe3(book.price)}{" "}
            WBE3
          </p>
          {book.description && <p className="text-sm">{book.description}</p>}
          <a href={book.fileUrl} target="_blank" rel="noreferrer" className="text-sm text-link underline-offset-4 hover:underline">
            Open the book file
          </a>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {rejecting && (
        <div className="grid gap-1.5">
          <Label htmlFor={reasonId}>Reason for the rejection</Label>
          <Textarea
            id={reasonId}
            rows={2}
            maxLength={REVIEW_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void decide("approve")} disabled={review.isPending} aria-label={`Approve ${book.title}`}>
          Approve
        </Button>
        {rejecting ? (
          <Button variant="outline" onClick={() => void decide("reject")} disabled={review.isPending} aria-label={`Reject ${book.title}`}>
            Send rejection
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setRejecting(true)} aria-label={`Reject ${book.title}`}>
            Reject
          </Button>
        )}
      </div>
    </li>
  );
}

/** The admin review queue: books waiting for a decision, the longest waiting first. */
export function ReviewQueue() {
  const queue = useReviewQueue();
  return (
    <Card className="grid gap-4 p-6">
      <section aria-labelledby="review-queue-heading" className="grid gap-4">
        <h2 id="review-queue-heading" className="text-xl font-semibold">
          Book review queue
        </h2>
        {queue.isPending && <Skeleton className="h-32 w-full" />}
        {queue.isError && (
          <p role="alert" className="text-destructive">
            {queue.error.message}
          </p>
        )}
        {queue.data?.books.length === 0 && <p className="text-muted-foreground">No books waiting for review.</p>}
        {queue.data && queue.data.books.length > 0 && (
          <ul className="grid gap-3">
            {queue.data.books.map((book) => (
              <PendingBook key={book.id} book={book} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
