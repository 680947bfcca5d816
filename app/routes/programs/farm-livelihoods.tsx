import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Farm Livelihoods",
    description: "Dairy, fisheries, horticulture and turmeric: stronger farm incomes.",
  });

export default function FarmLivelihoodsPage() {
  return <PageBanner title="Farm Livelihoods" />;
}
