import { AppRegistrationForm } from "./AppRegistrationForm";
import { RegistrationList } from "./RegistrationList";

/** `/copyright`: the app's registration form (SPEC 3) and, below it, the registrations it tracks. */
export function CopyrightPage() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Copyright</h1>
        <p className="text-muted-foreground">
          Register a work: its SHA-256 fingerprint is anchored on chain from your wallet, and a filing with the U.S. Copyright Office is
          prepared for you to make.
        </p>
      </div>
      <AppRegistrationForm />
      <section aria-labelledby="track-status" className="grid gap-4">
        <h2 id="track-status" className="text-xl font-semibold">
          Track Status
        </h2>
        <RegistrationList />
      </section>
    </div>
  );
}
