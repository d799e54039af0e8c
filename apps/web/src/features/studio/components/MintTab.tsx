import type { ReactNode } from "react";
import type { MintCart } from "../hooks/use-mint-cart";
import { MintCartList } from "./MintCartList";
import { MyUploads } from "./MyUploads";

export function MintTab({ cart, vault }: { cart: MintCart; vault: ReactNode }) {
  return (
    <div className="grid gap-8">
      <section aria-labelledby="cart-heading" className="grid gap-3">
        <h2 id="cart-heading" className="text-xl font-semibold">
          Mint cart
        </h2>
        <MintCartList cart={cart} />
      </section>
      <section aria-labelledby="my-uploads-heading" className="grid gap-3">
        <h2 id="my-uploads-heading" className="text-xl font-semibold">
          My uploads
        </h2>
        <MyUploads />
      </section>
      {vault}
    </div>
  );
}
