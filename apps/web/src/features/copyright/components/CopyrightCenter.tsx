import { useState } from "react";
import { COPYRIGHT_OFFICE_FEE_USD_CENTS } from "@wbe3/domain";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { AnchoredWorks } from "./AnchoredWorks";
import { RegistrationList } from "./RegistrationList";
import { StudioRegistrationForm } from "./StudioRegistrationForm";

const FEE = `$${(COPYRIGHT_OFFICE_FEE_USD_CENTS / 100).toFixed(0)}`;

/** The studio's Copyright tab (SPEC 2, the Copyright Protection Center): Register Work, Track Status, Mint NFT. */
export function CopyrightCenter() {
  const [tab, setTab] = useState("register");
  return (
    <section aria-labelledby="copyright-heading" className="grid gap-4">
      <h2 id="copyright-heading" className="text-xl font-semibold">
        Copyright Protection Center
      </h2>
      <p className="text-sm text-muted-foreground">
        Register a work on the CopyrightRegistry contract: its file's SHA-256 fingerprint and your wallet are recorded on chain with the
        block's time, as public proof that you held these exact bytes then. Filing with the U.S. Copyright Office is yours to make (from{" "}
        {FEE}); we prepare the package and track what you report.
      </p>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Copyright steps">
          <TabsTrigger value="register">Register Work</TabsTrigger>
          <TabsTrigger value="status">Track Status</TabsTrigger>
          <TabsTrigger value="mint">Mint NFT</TabsTrigger>
        </TabsList>
        {/* Kept while another sub-tab is looked at: a registration under way goes on, and what was typed stays. */}
        <TabsContent value="register" forceMount hidden={tab !== "register"}>
          <StudioRegistrationForm />
        </TabsContent>
        <TabsContent value="status">
          <RegistrationList />
        </TabsContent>
        <TabsContent value="mint">
          <AnchoredWorks />
        </TabsContent>
      </Tabs>
    </section>
  );
}
