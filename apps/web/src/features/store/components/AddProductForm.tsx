import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  createProductSchema,
  PRODUCT_ADD_FAILED_TOAST,
  PRODUCT_ADDED,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type CreateProduct,
  type CreateProductInput,
} from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";
import { TextField } from "@/components/ui/TextField";
import { notify } from "@/lib/toast";
import { uploadFile } from "@/lib/upload-file";
import { useCreateProduct } from "../api/products";

const SELECT_CLASS =
  "min-h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

const EMPTY: CreateProductInput = { name: "", price: "", description: "", category: "other", imageUrl: "", status: "active", stock: "1" };

/** Stores a picture with `POST /api/files` and answers its gateway path, the form's image URL. */
function useImageUpload(onStored: (url: string) => void) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const upload = async (file: File) => {
    setState({ busy: true, error: null });
    try {
      const stored = await uploadFile({ file, category: "art" });
      onStored(`/ipfs/${stored.ipfsHash}`);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : "The image was not uploaded." });
    }
  };
  return { ...state, upload };
}

/** SPEC 8's add-product form: name and price required; the image by link or uploaded here. */
export function AddProductForm() {
  const form = useForm<CreateProductInput, unknown, CreateProduct>({ resolver: zodResolver(createProductSchema), defaultValues: EMPTY });
  const create = useCreateProduct();
  const errors = form.formState.errors;
  const image = useImageUpload((url) => form.setValue("imageUrl", url, { shouldValidate: true }));
  const ids = { category: useId(), status: useId(), description: useId(), file: useId() };

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notify.success(PRODUCT_ADDED, { description: values.name });
      form.reset(EMPTY);
      // Ready for the next product: the button that was used is disabled until the save ends.
      form.setFocus("name");
    } catch (error) {
      notify.error(PRODUCT_ADD_FAILED_TOAST, { description: error instanceof Error ? error.message : undefined });
    }
  });

  return (
    <form noValidate aria-label="Add product" onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormAlert message={create.isError ? `${PRODUCT_ADD_FAILED_TOAST}: ${create.error.message}` : null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required error={errors.name?.message} {...form.register("name")} />
        <TextField
          label="Price (WBE3)"
          inputMode="decimal"
          required
          placeholder="25.00"
          error={errors.price?.message}
          {...form.register("price")}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={ids.category}>Category</Label>
          <select id={ids.category} className={SELECT_CLASS} defaultValue={EMPTY.category} {...form.register("category")}>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {PRODUCT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
          {errors.category && <p className="text-sm text-destructive">{errors.category.message}</p>}
        </div>
        <TextField
          label="Stock"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.stock?.message}
          {...form.register("stock")}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={ids.status}>Status</Label>
          <select id={ids.status} className={SELECT_CLASS} defaultValue={EMPTY.status} {...form.register("status")}>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PRODUCT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.description}>Description</Label>
        <Textarea id={ids.description} {...form.register("description")} />
        {errors.description && <p className="text-sm text-destructive">{errors.description.message}</p>}
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label="Image URL (optional)"
          type="url"
          inputMode="url"
          placeholder="https://…/product.jpg"
          error={errors.imageUrl?.message}
          {...form.register("imageUrl")}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={ids.file}>Or upload an image</Label>
          <input
            id={ids.file}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={image.busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void image.upload(file);
            }}
            // Full width and allowed to shrink: a file input's own width would overflow a 320 px screen.
            className="min-h-10 w-full min-w-0 text-sm file:mr-3 file:min-h-8 file:rounded-md file:border file:border-border file:bg-background file:px-3"
          />
        </div>
      </div>
      {image.busy && <p className="text-sm text-muted-foreground">Uploading the image…</p>}
      <FormAlert message={image.error} />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting || image.busy}>
          {form.formState.isSubmitting ? "Adding…" : "Add product"}
        </Button>
      </div>
    </form>
  );
}
