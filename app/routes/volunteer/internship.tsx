import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Internship Program",
    description: "Apply for an internship with the society and learn rural development in the field.",
  });

export default function InternshipPage() {
  return <PageBanner title="Internship Program" />;
}
