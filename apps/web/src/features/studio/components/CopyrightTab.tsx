import { COPYRIGHT_OFFICE_FEE_USD_CENTS } from "@wbe3/domain";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";

const FEE = `$${(COPYRIGHT_OFFICE_FEE_USD_CENTS / 100).toFixed(0)}`;

/** The Copyright Protection Center: what each step does; the working forms come in a later release. */
export function CopyrightTab() {
  return (
    <section aria-labelledby="copyright-heading" className="grid gap-4">
      <h2 id="copyright-heading" className="text-xl font-semibold">
        Copyright Protection Center
      </h2>
      <p className="text-sm text-muted-foreground">
        Register a work on the CopyrightRegistry contract: its file's hash and your wallet are recorded on chain with a timestamp, as public
        proof that you held the work at that time. Filing with the U.S. Copyright Office costs its {FEE} fee. The registration forms open in
        an upcoming release.
      </p>
      <Tabs defaultValue="register">
        <TabsList aria-label="Copyright steps">
          <TabsTrigger value="register">Register Work</TabsTrigger>
          <TabsTrigger value="status">Track Status</TabsTrigger>
          <TabsTrigger value="mint">Mint NFT</TabsTrigger>
        </TabsList>
        <TabsContent value="register" className="text-sm">
          Register Work takes the work's title, type, description and file (MP3, WAV, PDF, DOC, DOCX or TXT), records its hash on the
          CopyrightRegistry contract from your wallet, and files it with the Copyright Office for the {FEE} fee.
        </TabsContent>
        <TabsContent value="status" className="text-sm">
          Track Status lists your registrations with their on-chain record and the Copyright Office's progress, from submitted to
          registered.
        </TabsContent>
        <TabsContent value="mint" className="text-sm">
          Mint NFT turns a registered work into an NFT whose metadata carries its copyright registration.
        </TabsContent>
      </Tabs>
    </section>
  );
}
