import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  formatWbe3,
  patchProductSchema,
  PRODUCT_SAVE_FAILED,
  PRODUCT_SAVED,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type PatchProduct,
  type PatchProductInput,
  type Product,
} from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { Label } from "@/components/ui/Label";
import { TextField } from "@/components/ui/TextField";
import { notify } from "@/lib/toast";
import { usePatchProduct } from "../api/products";

/** Price as the form shows it: the WBE3 amount without grouping, up to two decimals. */
function priceText(baseUnits: string): string {
  return formatWbe3(baseUnits).replace(/,/g, "");
}

/** Edits a product's price, stock left and status in place. */
export function ProductEditor({ product, onDone }: { product: Product; onDone: () => void }) {
  // A product shown sold out stays off sale until the artist chooses Active again (a draft is never published by a stock change).
  const status = product.status;
  const form = useForm<PatchProductInput, unknown, PatchProduct>({
    resolver: zodResolver(patchProductSchema),
    defaultValues: { price: priceText(product.price), stock: String(product.stockLeft), status },
  });
  const save = usePatchProduct();
  const errors = form.formState.errors;
  const statusId = useId();

  const submit = form.handleSubmit(async (patch) => {
    try {
      await save.mutateAsync({ id: product.id, patch });
      notify.success(PRODUCT_SAVED, { description: product.name });
      onDone();
    } catch (error) {
      notify.error(PRODUCT_SAVE_FAILED, { description: error instanceof Error ? error.message : undefined });
    }
  });

  return (
    <form noValidate aria-label={`Edit ${product.name}`} onSubmit={(event) => void submit(event)} className="grid gap-3">
      <FormAlert message={save.isError ? save.error.message : null} />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Price (WBE3)" inputMode="decimal" error={errors.price?.message} {...form.register("price")} />
        <TextField label="Stock left" type="number" min={0} step={1} error={errors.stock?.message} {...form.register("stock")} />
        <div className="grid gap-1.5">
          <Label htmlFor={statusId}>Status</Label>
          <select
            id={statusId}
            defaultValue={status}
            className="min-h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            {...form.register("status")}
          >
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PRODUCT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : "Save"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
