import { BannerArt } from "#app/components/art/banner-art.tsx";
import { PageBanner } from "#app/components/page-banner.tsx";
import type { Banner } from "#app/content/page-blocks.ts";

/** The banner of an information page: the shared PageBanner with its words and the Gond tree. */
export function InfoBanner({ banner, children }: { banner: Banner; children?: React.ReactNode }) {
  return (
    <PageBanner eyebrow={banner.eyebrow} title={banner.title} intro={banner.intro}>
      {children}
      <BannerArt />
    </PageBanner>
  );
}
