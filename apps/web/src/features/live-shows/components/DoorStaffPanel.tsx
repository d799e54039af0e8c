import { useState } from "react";
import { Link } from "react-router";
import { doorStaffSchema, showDoorPath, type DoorStaffAnswer, type DoorStaffKind } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { useDoorStaff, useSaveDoorStaff } from "../api/door";

const LIST_OF: Record<DoorStaffKind, keyof DoorStaffAnswer> = { wallet: "wallets", email: "emails" };
const FIELD: Record<DoorStaffKind, { label: string; placeholder: string }> = {
  wallet: { label: "Wallet address", placeholder: "0x…" },
  email: { label: "E-mail", placeholder: "door@example.com" },
};

/** The one entry's message, as the server would give it, or null when it is well formed. */
function entryError(kind: DoorStaffKind, value: string): string | null {
  const staff = kind === "wallet" ? { wallets: [value], emails: [] } : { wallets: [], emails: [value] };
  const parsed = doorStaffSchema.safeParse(staff);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * The owner's door staff (decision 0034): the wallets and e-mails that may check tickets in at
 * the door. Adding or removing one saves the whole list; a bad entry is refused at its field.
 */
export function DoorStaffPanel({ showId }: { showId: string }) {
  const staff = useDoorStaff(showId);
  const save = useSaveDoorStaff(showId);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const current = staff.data ?? { wallets: [], emails: [] };

  const remove = async (kind: DoorStaffKind, value: string) => {
    const list = LIST_OF[kind];
    setRemoveError(null);
    try {
      await save.mutateAsync({ ...current, [list]: current[list].filter((each) => each !== value) });
    } catch (error) {
      setRemoveError(error instanceof Error ? error.message : "The door staff list was not changed.");
    }
  };

  return (
    <section aria-labelledby="door-staff" className="grid gap-4 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="door-staff" className="text-lg font-semibold">
          Door staff
        </h2>
        <Link to={showDoorPath(showId)} className="text-sm font-medium text-link underline-offset-4 hover:underline">
          Open the door check-in
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">
        People who may check tickets in at the door, by wallet or by verified e-mail. You always may.
      </p>
      {staff.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {staff.error.message}
        </p>
      ) : (
        (["wallet", "email"] as const).map((kind) => (
          <div key={kind} className="grid gap-2">
            <StaffList
              kind={kind}
              entries={current[LIST_OF[kind]]}
              busy={save.isPending || staff.isPending}
              onRemove={(value) => void remove(kind, value)}
            />
            <AddStaff
              kind={kind}
              busy={save.isPending || staff.isPending}
              onAdd={(value) => save.mutateAsync({ ...current, [LIST_OF[kind]]: [...current[LIST_OF[kind]], value] })}
            />
          </div>
        ))
      )}
      {removeError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {removeError}
        </p>
      )}
    </section>
  );
}

function StaffList({
  kind,
  entries,
  busy,
  onRemove,
}: {
  kind: DoorStaffKind;
  entries: string[];
  busy: boolean;
  onRemove: (value: string) => void;
}) {
  const what = kind === "wallet" ? "wallets" : "e-mails";
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No door staff {what} yet.</p>;
  return (
    <ul aria-label={`Door staff ${what}`} className="grid gap-1">
      {entries.map((entry) => (
        <li key={entry} className="flex items-center justify-between gap-2 text-sm">
          <span className="break-all font-mono">{entry}</span>
          <Button variant="outline" size="sm" disabled={busy} aria-label={`Remove ${entry}`} onClick={() => onRemove(entry)}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

function AddStaff({ kind, busy, onAdd }: { kind: DoorStaffKind; busy: boolean; onAdd: (value: string) => Promise<unknown> }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const field = FIELD[kind];

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const invalid = entryError(kind, value);
    if (invalid) {
      setError(invalid);
      return;
    }
    try {
      await onAdd(value.trim());
      setValue("");
      setError(undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The door staff list was not changed.");
    }
  };

  return (
    <form
      noValidate
      aria-label={`Add a door staff ${kind === "wallet" ? "wallet" : "e-mail"}`}
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-start gap-2"
    >
      <TextField
        label={field.label}
        className="min-w-0 flex-1"
        type={kind === "email" ? "email" : "text"}
        placeholder={field.placeholder}
        autoComplete="off"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="outline" className="mt-6" disabled={busy}>
        Add
      </Button>
    </form>
  );
}
