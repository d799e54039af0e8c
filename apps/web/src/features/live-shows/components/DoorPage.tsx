import { useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { CHECK_IN_CODE_INVALID, showPagePath } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { useShow } from "../api/shows";
import { useCheckIn } from "../api/door";
import { CameraScanner } from "./CameraScanner";
import { CheckInResult, type ScanOutcome } from "./CheckInResult";
import { CheckInsSoFar } from "./CheckInsSoFar";

/**
 * /liveshows/:id/door: door staff scan the holder's QR code with the camera, or paste its code;
 * each scan asks the server, and its answer is shown big, announced and focused (decision 0034).
 */
export function DoorPage() {
  const { id = "" } = useParams();
  const show = useShow(id);
  const checkIn = useCheckIn(id);
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const scans = useRef(0);

  const scan = async (text: string) => {
    scans.current += 1;
    const key = scans.current;
    try {
      const answer = await checkIn.mutateAsync(text.trim());
      setOutcome({ pass: true, answer, key });
      setCode("");
    } catch (error) {
      setOutcome({ pass: false, message: error instanceof Error ? error.message : "The check-in failed.", key });
    }
  };

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!code.trim()) {
      setFieldError(CHECK_IN_CODE_INVALID);
      return;
    }
    setFieldError(undefined);
    void scan(code);
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8">
      <Link
        to={showPagePath(id)}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-link underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the show
      </Link>
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Door check-in</h1>
        {show.data && <p className="text-muted-foreground break-words">{show.data.title}</p>}
      </header>
      <CameraScanner onCode={(text) => void scan(text)} />
      <form noValidate aria-label="Check a ticket in" onSubmit={submit} className="flex flex-wrap items-start gap-2">
        <TextField
          label="Ticket code"
          hint="Paste the code shown under the holder's QR code."
          className="min-w-0 flex-1"
          autoComplete="off"
          spellCheck={false}
          value={code}
          error={fieldError}
          onChange={(event) => {
            setCode(event.target.value);
            setFieldError(undefined);
          }}
        />
        <Button type="submit" className="mt-6" disabled={checkIn.isPending}>
          {checkIn.isPending ? "Checking…" : "Check in"}
        </Button>
      </form>
      {outcome && <CheckInResult outcome={outcome} />}
      <CheckInsSoFar showId={id} />
    </div>
  );
}
