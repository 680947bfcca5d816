import { srcSet } from "#app/utils/published-image.ts";
import { useSiteLogo } from "#app/utils/use-settings.ts";
import { LogoMark } from "./art/logo-mark.tsx";

/**
 * The society's mark in the header and footer: its logo from the media library when the settings
 * name one (decision 044), `height` CSS pixels tall and as wide as its shape (at most four times
 * that), else the drawn Gond tree. Decorative either way: the society's name is beside it in the
 * same link. Plain markup from the root loader's data, so server and browser draw the same.
 */
export function SiteLogo({
  height,
  className,
  onDark = false,
}: {
  height: number;
  className?: string;
  /** On the footer's dark ground a logo drawn in dark ink would vanish: it gets a light plate. */
  onDark?: boolean;
}) {
  const logo = useSiteLogo();
  if (!logo) return <LogoMark className={className} />;
  const width = Math.min(4 * height, Math.round((height * logo.width) / logo.height));
  // A wide logo is kept to 4rem on a phone, where the society's name beside it needs the room.
  const sizes = width > 64 ? `(min-width: 40rem) ${width}px, 64px` : `${width}px`;
  return (
    <picture className={onDark ? "shrink-0 rounded-lg bg-cream p-1" : "shrink-0"}>
      <source type="image/avif" srcSet={srcSet(logo.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(logo.webp)} sizes={sizes} />
      <img
        src={logo.fallback.src}
        width={width}
        height={height}
        alt=""
        decoding="async"
        className="block max-w-16 object-contain sm:max-w-none"
      />
    </picture>
  );
}
