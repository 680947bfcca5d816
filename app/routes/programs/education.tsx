import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Education",
    description: "Learning support, career guidance and parental awareness for rural children.",
  });

export default function EducationPage() {
  return <PageBanner title="Education" />;
}
