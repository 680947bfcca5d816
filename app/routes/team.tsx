import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Our Leadership",
    description: "The people who lead the society's work with tribal and rural communities.",
  });

export default function TeamPage() {
  return <PageBanner title="Our Leadership" />;
}
