import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Our Collaborators",
    description: "The partners who work with us across Adilabad, Nirmal and Asifabad.",
  });

export default function CollaboratorsPage() {
  return <PageBanner title="Our Collaborators" />;
}
