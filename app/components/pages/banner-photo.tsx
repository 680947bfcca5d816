import { Picture } from "#app/components/picture.tsx";
import type { PublishedImage } from "#app/utils/published-image.ts";
import { useLanguage } from "#app/utils/use-language.ts";

// As wide as the banner's right column from 64rem (two fifths of a 72rem container, less the gap),
// the container's width (less its padding) below.
const bannerSizes =
  "(min-width: 72rem) 26rem, (min-width: 64rem) calc(40vw - 3rem), (min-width: 40rem) calc(100vw - 4rem), calc(100vw - 2.5rem)";

/**
 * A page banner's photo (a programme page's): on a phone it is the first screen's largest paint,
 * so it is preloaded and fetched first, never lazily.
 */
export function BannerPhoto({ image }: { image: PublishedImage }) {
  return (
    <Picture
      image={image}
      language={useLanguage()}
      aspect="wide"
      sizes={bannerSizes}
      priority
      preload
      className="rounded-xl ring-1 ring-white/20"
    />
  );
}
