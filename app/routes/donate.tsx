import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Donate",
    description: "Support education, women's empowerment, sustainable agriculture and healthcare in rural Telangana.",
  });

export default function DonatePage() {
  return <PageBanner title="Donate" />;
}
