import { BannerArt } from "#app/components/art/banner-art.tsx";
import { PageBanner } from "#app/components/page-banner.tsx";
import type { Banner } from "#app/content/page-blocks.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";
import { BannerPhoto } from "./banner-photo.tsx";

/**
 * The banner of an information page: the shared PageBanner with its words and the Gond tree, or
 * with the page's photo beside them when the society chose one (a programme page's).
 */
export function InfoBanner({
  banner,
  photo,
  children,
}: {
  banner: Banner;
  photo?: PublishedImage;
  children?: React.ReactNode;
}) {
  return (
    <PageBanner
      eyebrow={banner.eyebrow}
      title={banner.title}
      intro={banner.intro}
      aside={photo ? <BannerPhoto image={photo} /> : undefined}
    >
      {children}
      {photo ? null : <BannerArt />}
    </PageBanner>
  );
}
