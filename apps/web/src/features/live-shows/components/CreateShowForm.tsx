import { useId, useMemo, type Ref } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { OPEN_MIC_NIGHT, createShowSchema, type CreateShow, type CreateShowInput } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";
import { browserTimeZone, timeZoneOptions } from "../format";
import { ShowTextField } from "./ShowTextField";
import { StreamFields } from "./StreamFields";

const SELECT_CLASS =
  "min-h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const CHECK_LABEL = "inline-flex min-h-6 items-center gap-2 text-sm font-medium";

const emptyShow = (artistName: string): CreateShowInput => ({
  title: "",
  description: "",
  artistName,
  streamType: "youtube",
  eventDate: "",
  eventTime: "",
  timeZone: browserTimeZone(),
  ticketed: false,
  ticketPrice: "0",
  capacity: null,
  openMic: false,
});

interface CreateShowFormProps {
  /** The artist's own name, filled in to start with. */
  artistName: string;
  /** Sends the show; the form stays as it is if that fails. */
  onSubmit: (show: CreateShow) => Promise<void>;
  submitRef?: Ref<HTMLButtonElement>;
}

/**
 * SPEC 3 and 5's live show: title, artist name, date and time required (each says so at its
 * field, and the first one missing takes focus); the event's time zone is the artist's, the
 * browser's to start with. Fields of a platform or of tickets not chosen are not sent.
 */
export function CreateShowForm({ artistName, onSubmit, submitRef }: CreateShowFormProps) {
  const form = useForm<CreateShowInput, unknown, CreateShow>({
    resolver: zodResolver(createShowSchema),
    defaultValues: emptyShow(artistName),
    shouldUnregister: true,
  });
  const ticketed = useWatch({ control: form.control, name: "ticketed" });
  const errors = form.formState.errors;
  const ids = { description: useId(), timeZone: useId() };
  // Some 400 zones: built once, not on every keystroke that re-renders the form.
  const zones = useMemo(
    () =>
      timeZoneOptions().map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll("_", " ")}
        </option>
      )),
    [],
  );
  const submit = form.handleSubmit(onSubmit);

  return (
    <form noValidate aria-label="New show" onSubmit={(event) => void submit(event)} className="grid gap-4">
      <ShowTextField form={form} name="title" label="Title" required />
      <div className="grid gap-1.5">
        <Label htmlFor={ids.description}>Description</Label>
        <Textarea id={ids.description} rows={3} {...form.register("description")} />
        {errors.description && <p className="text-sm text-destructive">{errors.description.message}</p>}
      </div>
      <ShowTextField form={form} name="artistName" label="Artist name" required />
      <StreamFields form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ShowTextField form={form} name="eventDate" label="Date" type="date" required />
        <ShowTextField form={form} name="eventTime" label="Time" type="time" required />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.timeZone}>Time zone</Label>
        <select
          id={ids.timeZone}
          className={SELECT_CLASS}
          aria-invalid={errors.timeZone ? true : undefined}
          aria-describedby={errors.timeZone ? `${ids.timeZone}-error` : undefined}
          {...form.register("timeZone")}
        >
          {zones}
        </select>
        {errors.timeZone && (
          <p id={`${ids.timeZone}-error`} className="text-sm text-destructive">
            {errors.timeZone.message}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <label className={CHECK_LABEL}>
          <input type="checkbox" className="size-5" {...form.register("ticketed")} />
          Ticketed
        </label>
        <label className={CHECK_LABEL}>
          <input type="checkbox" className="size-5" {...form.register("openMic")} />
          {OPEN_MIC_NIGHT}
        </label>
      </div>
      {ticketed && (
        <div className="grid gap-4 sm:grid-cols-2">
          <ShowTextField form={form} name="ticketPrice" label="Ticket price (WBE3)" inputMode="decimal" placeholder="10" />
          <ShowTextField
            form={form}
            name="capacity"
            label="Capacity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="How many tickets there are."
            options={{ setValueAs: (value: unknown) => (value === "" || value === undefined ? null : value) }}
          />
        </div>
      )}
      <div className="flex justify-end">
        <Button ref={submitRef} type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Creating…" : "Create show"}
        </Button>
      </div>
    </form>
  );
}
