import { AreaPage } from "@/components/AreaPage";

export function RegisterPage() {
  return (
    <AreaPage
      title="Sign Up"
      description="Create a fan or artist account, connect your wallet, then choose a tier to finish and land on your dashboard."
    />
  );
}
