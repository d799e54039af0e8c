import { AreaPage } from "@/components/AreaPage";

export function StorefrontPage() {
  return (
    <AreaPage
      title="Artist Storefront"
      description="Your public storefront: music, books, jewelry, art, homes and cars, with search and a category filter."
    />
  );
}
