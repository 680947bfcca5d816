import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Grama Vidhya: Volunteer With Us",
    description: "Volunteer with the Grama Vidhya education programme for children aged 5 to 15.",
  });

export default function GramLibraryPage() {
  return <PageBanner title="Grama Vidhya: Volunteer With Us" />;
}
