import { useState } from "react";
import { BOOK_STATUS_LABELS, bookRejected, formatWbe3, type Book } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { useMyBooks } from "../api/books";
import { BookForm } from "./BookForm";

/** A book's state as the artist reads it: pending, approved (in the marketplace), or rejected with the reason. */
function BookState({ book }: { book: Book }) {
  if (book.status === "rejected") {
    return <p className="text-sm text-destructive">{bookRejected(book.reviewReason ?? "")}</p>;
  }
  return <Badge variant={book.status === "approved" ? "success" : "muted"}>{BOOK_STATUS_LABELS[book.status]}</Badge>;
}

function BookRow({ book }: { book: Book }) {
  const [resubmitting, setResubmitting] = useState(false);
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h4 className="font-semibold">{book.title}</h4>
          <p className="text-sm text-muted-foreground">
            {book.authorName} · {formatWbe3(book.price)} WBE3
          </p>
        </div>
        <BookState book={book} />
      </div>
      {book.status === "rejected" && !resubmitting && (
        <div>
          <Button variant="outline" onClick={() => setResubmitting(true)} aria-label={`Resubmit ${book.title}`}>
            Resubmit
          </Button>
        </div>
      )}
      {resubmitting && <BookForm book={book} onSubmitted={() => setResubmitting(false)} />}
    </li>
  );
}

/** The artist's submitted books, newest first, each with its review state. */
export function MyBooks() {
  const books = useMyBooks();
  return (
    <section aria-labelledby="my-books-heading" className="grid gap-3">
      <h3 id="my-books-heading" className="text-lg font-semibold">
        My books
      </h3>
      {books.isPending && <Skeleton className="h-24 w-full" />}
      {books.isError && (
        <p role="alert" className="text-destructive">
          {books.error.message}
        </p>
      )}
      {books.data?.books.length === 0 && <p className="text-muted-foreground">No books submitted yet.</p>}
      {books.data && books.data.books.length > 0 && (
        <ul className="grid gap-3">
          {books.data.books.map((book) => (
            <BookRow key={book.id} book={book} />
          ))}
        </ul>
      )}
    </section>
  );
}
