import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Health and Nutrition",
    description: "Health and nutrition support for village households.",
  });

export default function HealthPage() {
  return <PageBanner title="Health and Nutrition" />;
}
