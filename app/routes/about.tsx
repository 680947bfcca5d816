import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description: "Who we are: our history, approach, credentials, mission, vision and values.",
  });

export default function AboutPage() {
  return <PageBanner title="About Us" />;
}
