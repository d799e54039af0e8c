import { useRef, useState } from "react";
import { Plus } from "lucide-react";
import { LIVE_SHOW_CREATE_FAILED, type CreateShow, type LiveShow } from "@wbe3/domain";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/AlertDialog";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/Dialog";
import { focusElement } from "@/lib/focus/focus";
import { useViewer } from "@/lib/session/use-viewer";
import { useCreateShow } from "../api/shows";
import { CreateShowForm } from "./CreateShowForm";

/**
 * The "Create show" button and its dialog. A created show closes the dialog and is handed to
 * `onCreated`, which puts focus on it; a failure is SPEC 8's "Error creating show. Please try
 * again." in an alert dialog over the form, which keeps what was typed, and focus returns to the
 * form's button once it is read.
 */
export function CreateShowDialog({ onCreated }: { onCreated: (show: LiveShow) => void }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<{ detail: string } | null>(null);
  const created = useRef<LiveShow | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const { user } = useViewer();
  const create = useCreateShow();

  const submit = async (values: CreateShow) => {
    try {
      created.current = await create.mutateAsync(values);
      setOpen(false);
    } catch (error) {
      setFailure({ detail: error instanceof Error ? error.message : "" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Create show
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          const show = created.current;
          if (!show) return;
          created.current = null;
          event.preventDefault();
          onCreated(show);
        }}
      >
        <DialogHeader>
          <DialogTitle>Create a live show</DialogTitle>
          <DialogDescription>Title, artist name, date and time are required. Fans see the show in the list at once.</DialogDescription>
        </DialogHeader>
        <CreateShowForm artistName={user?.name ?? ""} onSubmit={submit} submitRef={submitButton} />
        <AlertDialog open={failure !== null} onOpenChange={(isOpen) => !isOpen && setFailure(null)}>
          <AlertDialogContent
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (submitButton.current) focusElement(submitButton.current);
            }}
          >
            <AlertDialogTitle>Show not created</AlertDialogTitle>
            <AlertDialogDescription>{LIVE_SHOW_CREATE_FAILED}</AlertDialogDescription>
            {failure?.detail && <p className="text-sm break-words">{failure.detail}</p>}
            <AlertDialogFooter>
              <AlertDialogAction>OK</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </DialogContent>
    </Dialog>
  );
}
