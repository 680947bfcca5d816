import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Farmer Producer Organizations",
    description: "Farmer collectives with better prices, technology and bank linkages.",
  });

export default function FposPage() {
  return <PageBanner title="Farmer Producer Organizations" />;
}
