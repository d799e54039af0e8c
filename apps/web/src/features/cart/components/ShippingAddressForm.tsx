import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { shippingAddressSchema, type ShippingAddress, type ShippingAddressInput } from "@wbe3/domain";
import { TextField } from "@/components/ui/TextField";

const FIELDS: { name: keyof ShippingAddressInput; label: string; autoComplete: string; optional?: boolean }[] = [
  { name: "name", label: "Name", autoComplete: "name" },
  { name: "line1", label: "Address", autoComplete: "address-line1" },
  { name: "line2", label: "Address line 2", autoComplete: "address-line2", optional: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "region", label: "State or region", autoComplete: "address-level1", optional: true },
  { name: "postalCode", label: "Postal code", autoComplete: "postal-code" },
  { name: "country", label: "Country", autoComplete: "country-name" },
];

const EMPTY: ShippingAddressInput = { name: "", line1: "", line2: "", city: "", region: "", postalCode: "", country: "" };

export interface ShippingAddressFormProps {
  /** The form's id: the cart's "Purchase All" submits it. */
  id: string;
  disabled?: boolean;
  /** Called with the checked address only. */
  onSubmit: (address: ShippingAddress) => void;
}

/** Where the physical products in the cart are shipped; checked with the server's own schema before checkout. */
export function ShippingAddressForm({ id, disabled = false, onSubmit }: ShippingAddressFormProps) {
  const form = useForm<ShippingAddressInput, unknown, ShippingAddress>({
    resolver: zodResolver(shippingAddressSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  return (
    <form
      id={id}
      noValidate
      aria-label="Shipping address"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="grid gap-3 sm:grid-cols-2"
    >
      <p className="text-sm font-medium sm:col-span-2">Shipping address</p>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.optional ? `${field.label} (optional)` : field.label}
          autoComplete={`shipping ${field.autoComplete}`}
          required={!field.optional}
          disabled={disabled}
          error={errors[field.name]?.message}
          className={field.name === "line1" || field.name === "line2" ? "sm:col-span-2" : undefined}
          {...form.register(field.name)}
        />
      ))}
    </form>
  );
}
