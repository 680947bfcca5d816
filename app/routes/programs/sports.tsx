import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Rural Sports",
    description: "Sport for rural youth: fitness, teamwork and confidence.",
  });

export default function SportsPage() {
  return <PageBanner title="Rural Sports" />;
}
