import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Alcohol and Drug De-Addiction",
    description: "A three-tiered intervention against alcohol and drug addiction.",
  });

export default function DrugDeAddictionPage() {
  return <PageBanner title="Alcohol and Drug De-Addiction" />;
}
