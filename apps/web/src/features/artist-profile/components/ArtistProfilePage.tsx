import { useParams } from "react-router";
import { AreaPage } from "@/components/AreaPage";

export function ArtistProfilePage() {
  const { username = "" } = useParams();
  return (
    <AreaPage
      title="Artist Profile"
      description={`The verified profile card, music catalog and About section of @${username}.`}
    />
  );
}
