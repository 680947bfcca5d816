import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Natural Resource Management",
    description: "Saplings, plant revival, forest work and water conservation across our villages.",
  });

export default function NaturalResourcePage() {
  return <PageBanner title="Natural Resource Management" />;
}
