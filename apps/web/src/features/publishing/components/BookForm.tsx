import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import {
  ACCEPTED_UPLOAD_TYPES,
  acceptAttribute,
  AppError,
  BOOK_GENRES,
  BOOK_SUBMISSION_FAILED,
  BOOK_SUBMITTED,
  bookFieldsSchema,
  FILL_REQUIRED_FIELDS,
  formatWbe3,
  sizeLabel,
  UPLOAD_MAX_BYTES,
  type Book,
  type BookGenre,
  type UploadCategory,
} from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { Label } from "@/components/ui/Label";
import { Progress } from "@/components/ui/Progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/Select";
import { Textarea } from "@/components/ui/Textarea";
import { TextField } from "@/components/ui/TextField";
import { describeFormErrors } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { uploadFile } from "@/lib/upload-file";
import { useSubmitBook } from "../api/books";

const GENRE_LABELS: Record<BookGenre, string> = {
  fiction: "Fiction",
  "non-fiction": "Non-fiction",
  poetry: "Poetry",
  biography: "Biography",
};

/** The form's own fields: the book's and its files, picked here and uploaded on submit. */
function bookFormSchema(resubmitting: boolean) {
  return bookFieldsSchema.extend({
    file: z
      .instanceof(File)
      .optional()
      .refine((file) => resubmitting || file !== undefined, FILL_REQUIRED_FIELDS),
    cover: z.instanceof(File).nullable(),
  });
}
type BookFormInput = z.input<ReturnType<typeof bookFormSchema>>;
type BookFormOutput = z.output<ReturnType<typeof bookFormSchema>>;

function defaultsOf(book: Book | undefined): BookFormInput {
  return {
    title: book?.title ?? "",
    authorName: book?.authorName ?? "",
    genre: book?.genre ?? "fiction",
    description: book?.description ?? "",
    price: book ? formatWbe3(book.price).replace(/,/g, "") : "",
    file: undefined,
    cover: null,
  };
}

interface FileProgress {
  label: string;
  percent: number;
}

// Full width and allowed to shrink: a file input's own width would overflow a 320 px screen.
const FILE_INPUT_CLASS =
  "min-h-10 w-full min-w-0 text-sm file:mr-3 file:min-h-8 file:rounded-md file:border file:border-border file:bg-background file:px-3";

interface BookFormProps {
  /** A rejected book to resubmit: its fields prefilled, its files kept unless new ones are picked. */
  book?: Book | undefined;
  /** After a successful submission (e.g. to close the resubmission). */
  onSubmitted?: () => void;
}

/**
 * SPEC 3 "book submission": title and author required, a genre, a description, the price in WBE3,
 * the book (pdf, epub or txt) and an optional cover. Files upload with a progress bar, then the
 * book goes to the review queue ("submitted for review").
 */
export function BookForm({ book, onSubmitted }: BookFormProps) {
  const resubmitting = book !== undefined;
  const form = useForm<BookFormInput, unknown, BookFormOutput>({
    resolver: zodResolver(bookFormSchema(resubmitting)),
    defaultValues: defaultsOf(book),
  });
  const submitBook = useSubmitBook();
  const [progress, setProgress] = useState<FileProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // File inputs cannot be cleared through their value, so a new key gives fresh ones.
  const [fileInputsKey, setFileInputsKey] = useState(0);
  const errors = describeFormErrors(form, FILL_REQUIRED_FIELDS);
  const idPrefix = book ? `book-${book.id}` : "book-new";

  async function store(file: File, category: UploadCategory, label: string): Promise<string> {
    setProgress({ label, percent: 0 });
    const stored = await uploadFile({
      file,
      category,
      onProgress: ({ loaded, total }) => setProgress({ label, percent: total > 0 ? (loaded / total) * 100 : 0 }),
    });
    return stored.ipfsHash;
  }

  const submit = form.handleSubmit(async ({ file, cover, ...fields }) => {
    setFailure(null);
    setDone(null);
    try {
      const fileCid = file ? await store(file, "books", "Uploading the book") : book?.fileCid;
      const coverCid = cover ? await store(cover, "art", "Uploading the cover") : (book?.coverCid ?? undefined);
      setProgress(null);
      if (!fileCid) return;
      const answer = await submitBook.mutateAsync({ id: book?.id, body: { ...fields, fileCid, coverCid } });
      notify.success(`“${answer.book.title}” ${answer.message}`);
      setDone(`“${answer.book.title}” ${BOOK_SUBMITTED}.`);
      form.reset(defaultsOf(undefined));
      setFileInputsKey((key) => key + 1);
      onSubmitted?.();
    } catch (error) {
      setProgress(null);
      const reason = error instanceof AppError ? error.message : BOOK_SUBMISSION_FAILED.description;
      setFailure(reason);
      notify.error(BOOK_SUBMISSION_FAILED.title, { description: BOOK_SUBMISSION_FAILED.description });
    }
  });

  const shouldValidate = form.formState.isSubmitted;
  const busy = form.formState.isSubmitting;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
      aria-label={resubmitting ? `Resubmit ${book.title}` : "Submit a book"}
    >
      <FormAlert message={errors.formMessage} />
      {failure && (
        <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
          {BOOK_SUBMISSION_FAILED.title}: {BOOK_SUBMISSION_FAILED.description}. {failure}
        </p>
      )}
      {done && (
        <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          {done}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" {...errors.field("title")} {...form.register("title")} />
        <TextField label="Author" {...errors.field("authorName")} {...form.register("authorName")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label id={`${idPrefix}-genre-label`}>Genre</Label>
          <Controller
            control={form.control}
            name="genre"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger aria-labelledby={`${idPrefix}-genre-label`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {BOOK_GENRES.map((genre) => (
                    <SelectItem key={genre} value={genre}>
                      {GENRE_LABELS[genre]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
        <TextField
          label="Price (WBE3)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...errors.field("price")}
          {...form.register("price")}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-description`}>Description</Label>
        <Textarea id={`${idPrefix}-description`} rows={3} {...form.register("description")} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-file`}>{resubmitting ? "Book file (keep the current one if empty)" : "Book file"}</Label>
        <input
          key={`file-${fileInputsKey}`}
          id={`${idPrefix}-file`}
          type="file"
          accept={acceptAttribute("books")}
          aria-describedby={`${idPrefix}-file-hint`}
          aria-invalid={errors.invalid("file") || undefined}
          className={FILE_INPUT_CLASS}
          onChange={(event) => form.setValue("file", event.target.files?.[0], { shouldValidate })}
        />
        <p id={`${idPrefix}-file-hint`} className="text-xs text-muted-foreground">
          {ACCEPTED_UPLOAD_TYPES.books.extensions.join(", ").toUpperCase()} · up to {sizeLabel(UPLOAD_MAX_BYTES.books)}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-cover`}>Cover image (optional)</Label>
        <input
          key={`cover-${fileInputsKey}`}
          id={`${idPrefix}-cover`}
          type="file"
          accept={acceptAttribute("art")}
          className={FILE_INPUT_CLASS}
          onChange={(event) => form.setValue("cover", event.target.files?.[0] ?? null)}
        />
      </div>
      {progress && <Progress value={progress.percent} label={progress.label} />}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Submitting..." : resubmitting ? "Resubmit for review" : "Submit for review"}
        </Button>
      </div>
    </form>
  );
}
