import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Senior Citizens",
    description: "Care and support for elders in our villages.",
  });

export default function SeniorCitizensPage() {
  return <PageBanner title="Senior Citizens" />;
}
