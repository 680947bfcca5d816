import { PageBanner } from "#app/components/page-banner.tsx";
import { pageMeta } from "#app/utils/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: "Reach the society's office in Nirmal District, Telangana.",
  });

export default function ContactPage() {
  return <PageBanner title="Contact Us" />;
}
