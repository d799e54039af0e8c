import { useState } from "react";
import { dropRulesBody, type DropRulesInput } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/Dialog";
import { FormAlert } from "@/components/ui/FormAlert";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";
import { TextField } from "@/components/ui/TextField";
import { useDropRules } from "../hooks/use-drop-rules";

interface DropRulesForm {
  supplyCap: string;
  maxPerWallet: string;
  allowlist: string;
  presaleEndsAt: string;
}

const EMPTY: DropRulesForm = { supplyCap: "", maxPerWallet: "", allowlist: "", presaleEndsAt: "" };

const count = (text: string) => (text.trim() === "" ? null : Number(text));

/** The form as the endpoint's body: empty means no such rule; a presale needs its wallets and its end. */
export function dropRulesFromForm(form: DropRulesForm): DropRulesInput {
  const allowlist = form.allowlist
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const wantsPresale = allowlist.length > 0 || form.presaleEndsAt !== "";
  const endsAt = new Date(form.presaleEndsAt);
  return {
    supplyCap: count(form.supplyCap),
    maxPerWallet: count(form.maxPerWallet),
    // datetime-local is the artist's local time; the server keeps the instant.
    presale: wantsPresale ? { allowlist, endsAt: Number.isNaN(endsAt.getTime()) ? "" : endsAt.toISOString() } : null,
  };
}

/** "Drop rules" for one listing: supply cap, per-wallet limit and an allowlist presale, set on chain by the artist's wallet. */
export function DropRulesDialog({ listingId, title }: { listingId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<DropRulesForm>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useDropRules(listingId);
  const field = (name: keyof DropRulesForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((now) => ({ ...now, [name]: event.target.value })),
  });

  function submit() {
    const body = dropRulesFromForm(form);
    const checked = dropRulesBody.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    save.mutate(body, {
      onSuccess: () => {
        setOpen(false);
        setForm(EMPTY);
      },
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Drop rules for “${title}”`}>
          Drop rules
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Drop rules</DialogTitle>
          <DialogDescription>
            For “{title}”. Leave a field empty for no such rule. Saving replaces the current rules and is signed by your wallet.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <TextField label="Supply cap" type="number" min={1} inputMode="numeric" {...field("supplyCap")} />
          <TextField label="Max per wallet" type="number" min={1} inputMode="numeric" {...field("maxPerWallet")} />
          <div className="grid gap-1.5">
            <Label htmlFor={`allowlist-${listingId}`}>Allowlist</Label>
            <Textarea id={`allowlist-${listingId}`} placeholder="One wallet address per line" rows={4} {...field("allowlist")} />
          </div>
          <TextField label="Presale ends" type="datetime-local" hint="Only the allowlist can buy until then." {...field("presaleEndsAt")} />
          <FormAlert message={problem} />
          <DialogFooter>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save drop rules"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
