import { useSearchParams } from "react-router";
import { SIGNUP_TIERS_QUERY } from "@/config/paths";
import { TiersPanel } from "./TiersPanel";

/**
 * /tiers: the last step of sign-up and the place to renew or upgrade. Choosing from sign-up, or a
 * first membership, lands on the role's dashboard; a renewal stays here.
 */
export function TiersPage() {
  const [search] = useSearchParams();
  const fromSignup = search.get(SIGNUP_TIERS_QUERY.name) === SIGNUP_TIERS_QUERY.value;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Choose Your Tier</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        {fromSignup
          ? "The last step of sign-up: start with the free trial, or pick the plan that fits you."
          : "Your membership, what each tier gives, and renewing or upgrading it."}
      </p>
      <div className="mt-8">
        <TiersPanel land={fromSignup ? "always" : "first"} />
      </div>
    </div>
  );
}
