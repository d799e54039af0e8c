import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import {
  ACCEPTED_UPLOAD_TYPES,
  acceptAttribute,
  categoryLabel,
  categoryTakesCover,
  FILL_ALL_REQUIRED_FIELDS,
  NFT_STANDARD_LABELS,
  ROYALTY_PERCENT,
  UPLOAD_CATEGORIES,
  UPLOAD_MAX_BYTES,
  sizeLabel,
  uploadFieldsSchema,
  type UploadCategory,
} from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { Label } from "@/components/ui/Label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { Textarea } from "@/components/ui/Textarea";
import { TextField } from "@/components/ui/TextField";
import { describeFormErrors, firstMessage } from "@/lib/form-errors";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";
import type { AddResult, CartDraft, CartItem } from "../mint-cart";
import { FileAccessField } from "./FileAccessField";
import { ItemStatus } from "./MintCartList";
import { UploadMintFee } from "./MintFee";

const uploadFormSchema = uploadFieldsSchema.extend({
  file: z
    .instanceof(File)
    .optional()
    .transform((file, context) => {
      if (file) return file;
      context.addIssue({ code: "custom", message: FILL_ALL_REQUIRED_FIELDS });
      return z.NEVER;
    }),
  cover: z.instanceof(File).nullable(),
});
type UploadFormInput = z.input<typeof uploadFormSchema>;
type UploadFormOutput = z.output<typeof uploadFormSchema>;

const DEFAULTS: UploadFormInput = {
  category: "music",
  title: "",
  description: "",
  tags: "",
  price: "",
  royalty: ROYALTY_PERCENT.default,
  mintAsNFT: true,
  nftType: "ERC721",
  editions: 1,
  isPublic: true,
  fileAccess: "public",
  file: undefined,
  cover: null,
  splits: "",
};

export type { CartDraft } from "../mint-cart";

/** The editions field while it is typed in: a count once it is one, else null (no total shown yet). */
function wholeNumber(value: unknown): number | null {
  const number = typeof value === "number" ? value : Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

function isCategory(value: string): value is UploadCategory {
  return (UPLOAD_CATEGORIES as readonly string[]).includes(value);
}

interface UploadFormProps {
  /** Takes the checked form; the form waits until the files are kept (or refused). */
  onAdd: (draft: CartDraft) => Promise<AddResult>;
  /** Mint-cart items still uploading their files, shown under the button with their progress. */
  adding?: readonly CartItem[];
}

/**
 * SPEC 3's upload form; a valid form becomes a mint-cart item. Its files are uploaded (and
 * checked by the server) right away: once kept the form starts over; a refused file is named and
 * the form keeps its values, so another file can be picked.
 */
export function UploadForm({ onAdd, adding = [] }: UploadFormProps) {
  const form = useForm<UploadFormInput, unknown, UploadFormOutput>({ resolver: zodResolver(uploadFormSchema), defaultValues: DEFAULTS });
  // File inputs cannot be cleared through their value, so a new key gives fresh ones.
  const [fileInputsKey, setFileInputsKey] = useState(0);
  const [added, setAdded] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const category = useWatch({ control: form.control, name: "category" }) ?? "music";
  const mintAsNFT = useWatch({ control: form.control, name: "mintAsNFT" });
  const nftType = useWatch({ control: form.control, name: "nftType" });
  const editions = wholeNumber(useWatch({ control: form.control, name: "editions" }));
  const errors = describeFormErrors(form, FILL_ALL_REQUIRED_FIELDS);
  const splitsError = firstMessage(form.formState.errors.splits);
  // The button is busy while the files upload; the outcome, when it shows, takes focus.
  const focusOnShow = useFocusOnShow();

  const submit = form.handleSubmit(async (values) => {
    const { file, cover, ...fields } = values;
    setAdded(null);
    setRefused(null);
    setBusy(true);
    const result = await onAdd({ fields, file, cover: categoryTakesCover(fields.category) ? cover : null });
    setBusy(false);
    if (!result.added) {
      setRefused(`“${fields.title}” was not added to the mint cart: ${result.reason}`);
      return;
    }
    form.reset(DEFAULTS);
    setFileInputsKey((key) => key + 1);
    setAdded(`“${fields.title}” was added to the mint cart. Open the Mint tab to publish it.`);
  });

  function changeCategory(value: string): void {
    if (!isCategory(value)) return;
    form.setValue("category", value);
    form.setValue("fileAccess", "public");
    // A file picked for another category would not be accepted for this one.
    form.setValue("file", undefined);
    form.setValue("cover", null);
    setFileInputsKey((key) => key + 1);
  }

  const shouldValidate = form.formState.isSubmitted;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="Upload">
      <FormAlert message={errors.formMessage} />
      {added && (
        <p ref={focusOnShow} role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          {added}
        </p>
      )}
      <Tabs value={category} onValueChange={changeCategory}>
        <TabsList aria-label="Category">
          {UPLOAD_CATEGORIES.map((each) => (
            <TabsTrigger key={each} value={each}>
              {categoryLabel(each)}
            </TabsTrigger>
          ))}
        </TabsList>
        {UPLOAD_CATEGORIES.map((each) => (
          <TabsContent key={each} value={each} className="grid gap-1.5">
            <Label htmlFor={`upload-file-${each}`}>File</Label>
            <input
              key={fileInputsKey}
              id={`upload-file-${each}`}
              type="file"
              accept={acceptAttribute(each)}
              aria-describedby={`upload-file-${each}-hint`}
              aria-invalid={errors.invalid("file") || undefined}
              className="min-h-10 text-sm file:mr-3 file:min-h-8 file:rounded-md file:border file:border-border file:bg-background file:px-3"
              onChange={(event) => form.setValue("file", event.target.files?.[0], { shouldValidate })}
            />
            <p id={`upload-file-${each}-hint`} className="text-xs text-muted-foreground">
              {ACCEPTED_UPLOAD_TYPES[each].extensions.join(", ").toUpperCase()} · up to {sizeLabel(UPLOAD_MAX_BYTES[each])}
            </p>
          </TabsContent>
        ))}
      </Tabs>

      {categoryTakesCover(category) && (
        <div className="grid gap-1.5">
          <Label htmlFor="upload-cover">Cover image (optional)</Label>
          <input
            key={fileInputsKey}
            id="upload-cover"
            type="file"
            accept={acceptAttribute("art")}
            className="min-h-10 text-sm file:mr-3 file:min-h-8 file:rounded-md file:border file:border-border file:bg-background file:px-3"
            onChange={(event) => form.setValue("cover", event.target.files?.[0] ?? null)}
          />
        </div>
      )}

      <TextField label="Title" {...errors.field("title")} {...form.register("title")} />
      <div className="grid gap-1.5">
        <Label htmlFor="upload-description">Description</Label>
        <Textarea id="upload-description" rows={3} {...form.register("description")} />
      </div>
      <TextField label="Tags" hint="Comma separated, e.g. soul, live, 2024" {...form.register("tags")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price (WBE3)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...errors.field("price")}
          {...form.register("price")}
        />
        <TextField
          label="Royalty (%)"
          type="number"
          min={ROYALTY_PERCENT.min}
          max={ROYALTY_PERCENT.max}
          step={1}
          {...errors.field("royalty")}
          {...form.register("royalty")}
        />
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor="upload-splits">Collaborators (optional)</Label>
        <Textarea
          id="upload-splits"
          rows={2}
          placeholder={"0x70997970C51812dc3A010C7d01b50e0d17dc79C8 60\n0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC 40"}
          aria-describedby="upload-splits-hint"
          aria-invalid={splitsError ? true : undefined}
          {...form.register("splits")}
        />
        <p id="upload-splits-hint" className="text-sm text-muted-foreground">
          Each sale is shared: one per line, a wallet address and its share in %, adding up to 100. Empty: all to you.
        </p>
        {splitsError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {splitsError}
          </p>
        )}
      </div>

      <FileAccessField category={category} field={form.register("fileAccess")} />
      <div className="flex flex-wrap gap-6">
        <label className="inline-flex min-h-6 items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-5" {...form.register("mintAsNFT")} />
          Mint as NFT
        </label>
        <label className="inline-flex min-h-6 items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-5" {...form.register("isPublic")} />
          List publicly in the marketplace
        </label>
      </div>

      {mintAsNFT && (
        <fieldset className="grid gap-3 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-medium">NFT type</legend>
          <div className="flex flex-wrap gap-6">
            <label className="inline-flex min-h-6 items-center gap-2 text-sm">
              <input type="radio" value="ERC721" className="size-5" {...form.register("nftType")} />
              {NFT_STANDARD_LABELS.ERC721}
            </label>
            <label className="inline-flex min-h-6 items-center gap-2 text-sm">
              <input type="radio" value="ERC1155" className="size-5" {...form.register("nftType")} />
              {NFT_STANDARD_LABELS.ERC1155}
            </label>
          </div>
          {nftType === "ERC1155" && (
            <TextField
              label="Editions"
              type="number"
              min={1}
              step={1}
              className="max-w-40"
              {...errors.field("editions")}
              {...form.register("editions")}
            />
          )}
          <UploadMintFee nftType={nftType ?? "ERC721"} editions={editions} />
        </fieldset>
      )}

      {refused && (
        <p ref={focusOnShow} role="alert" className="text-sm font-medium text-destructive">
          {refused}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          Add to mint cart
        </Button>
      </div>
      {adding.length > 0 && (
        <ul aria-label="Being added" className="grid gap-2">
          {adding.map((item) => (
            <li key={item.id} className="grid gap-1 text-sm">
              <span className="font-medium">{item.fields.title}</span>
              <ItemStatus item={item} />
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
