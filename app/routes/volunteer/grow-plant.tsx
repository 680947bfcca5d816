import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Grow Plant Initiative",
    description: "Join the Grow Plant Initiative: planting and caring for trees with village communities.",
  });

export default function GrowPlantPage() {
  return <PageBanner title="Grow Plant Initiative" />;
}
