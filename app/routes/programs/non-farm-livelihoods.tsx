import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Non-Farm Livelihoods",
    description: "Skills, loans and enterprise for rural women.",
  });

export default function NonFarmLivelihoodsPage() {
  return <PageBanner title="Non-Farm Livelihoods" />;
}
